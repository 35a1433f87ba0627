package iri

import (
	"math/rand"
	"net/netip"
	"strings"
	"testing"
)

// TestIPv6AgainstNetip compares IPv6address validity (RFC 3986 §3.2.2, the
// nine forms, no zone) with net/netip on random strings built from the
// pieces that matter: groups of 1-5 hex digits, ":" and "::", dotted tails
// with leading zeros and out-of-range octets.
func TestIPv6AgainstNetip(t *testing.T) {
	n := 200000
	if testing.Short() {
		n = 20000
	}
	r := rand.New(rand.NewSource(1))
	pieces := []string{"0", "1", "a", "F", "ff", "1234", "12345", ":", "::", ".", "1.2.3.4", "255", "256", "01", "g", "%25eth0"}
	for k := 0; k < n; k++ {
		var b strings.Builder
		for i := r.Intn(14); i > 0; i-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		h := b.String()
		_, err := Parse("http://[" + h + "]/")
		a, aerr := netip.ParseAddr(h)
		want := aerr == nil && a.Is6() && a.Zone() == ""
		if (err == nil) != want {
			t.Fatalf("[%s]: Parse error %v, netip valid IPv6 without zone: %v", h, err, want)
		}
	}
}
