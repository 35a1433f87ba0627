package topdomains

import (
	"os"
	"strings"
	"testing"

	"github.com/go-iri/iri"
)

// TestList: the embedded list is the file in testdata, with its marker,
// and every name is lowercase LDH with at least two labels.
func TestList(t *testing.T) {
	b, err := os.ReadFile("testdata/domains.list")
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != list {
		t.Fatal("embedded list differs from testdata/domains.list")
	}
	if _, err := os.Stat("testdata/LICENSE"); err != nil {
		t.Fatal(err)
	}
	names := Names()
	if len(names) != 4989 || len(TopBucket()) != 489 {
		t.Errorf("%d names, %d in the top bucket; the doc says 4,989 and 489", len(names), len(TopBucket()))
	}
	for _, n := range names {
		if strings.Trim(n, "abcdefghijklmnopqrstuvwxyz0123456789.-") != "" || !strings.Contains(n, ".") {
			t.Errorf("name %q is not lowercase LDH with two labels", n)
		}
	}
	if m := Protected(); len(m) < 4989 || m[iri.Skeleton("google.com")] != "google.com" || m["googlecorn"] != "google.com" {
		t.Errorf("Protected: %d keys, google.com %q, googlecorn %q", len(m), m[iri.Skeleton("google.com")], m["googlecorn"])
	}
}

// TestProtectedSpoofs: the browser's list protects its names from
// look-alikes, and leaves them and hosts under them alone (UTS #39 §4).
func TestProtectedSpoofs(t *testing.T) {
	o := iri.DisplayOptions{HostOptions: iri.HostOptions{ProtectedNames: Protected()}}
	for _, tc := range []struct {
		in    string
		spoof bool
	}{
		{"https://g\u043e\u043egle.com/", true}, // Cyrillic o
		{"https://goo-gl\u00e9.com/", true},     // separators and a diacritic (separators-removed skeleton)
		{"https://xn--ggle-55da.com/", true},    // the same as an A-label
		{"https://google.com/", false},
		{"https://mail.google.com/", false},
		{"https://b\u00fccher.de/", false},
		{"https://\u00e9xample.blogspot.com/", false}, // under a top domain
	} {
		_, vs := o.Display(iri.MustParse(tc.in))
		got := false
		for _, v := range vs {
			got = got || v.Code == iri.CodeProtectedNameLookalike
		}
		if got != tc.spoof {
			t.Errorf("%s: PROTECTED_NAME_LOOKALIKE %v, want %v (%v)", tc.in, got, tc.spoof, vs)
		}
	}
}
