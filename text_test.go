package iri

import "testing"

// TestHasACEPrefix: the ACE prefix "xn--" is the first four characters of
// a label, in any case (RFC 5890 §2.3.1; RFC 5891 §5.4 applies to labels
// that start with it).
func TestHasACEPrefix(t *testing.T) {
	for _, tt := range []struct {
		host string
		want bool
	}{
		{"xn--bcher-kva.example", true},
		{"XN--BCHER-KVA.example", true},
		{"www.Xn--bcher-kva.example", true},
		{"axn--b.example", false},  // inside a label: no A-label
		{"a_xn--b.example", false}, // likewise
		{"example.xn", false},      // too short
		{"example.xn-", false},     // likewise
		{"example.xn--", true},     // an empty Punycode part: a (fake) A-label
		{"", false},
	} {
		if got := hasACEPrefix(tt.host); got != tt.want {
			t.Errorf("hasACEPrefix(%q) = %v, want %v", tt.host, got, tt.want)
		}
	}
}
