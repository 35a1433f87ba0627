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

// TestCheckAgreesWithDisplay: with the whole list protected, Check reports
// every decision Display makes, with the same code at the same offset, on
// each name, a host under it, its ASCII look-alikes ("g00gle.com",
// "rnicrosoft.com") and its uppercase form, each with an ASCII and a
// non-ASCII path (Check's quick path and its full one).
func TestCheckAgreesWithDisplay(t *testing.T) {
	ho := iri.HostOptions{ProtectedNames: Protected()}
	d, c := iri.DisplayOptions{HostOptions: ho}, iri.CheckOptions{HostOptions: ho}
	lookalikes := strings.NewReplacer("o", "0", "l", "1", "m", "rn", "w", "vv", "i", "l")
	spoofs := 0
	for _, n := range Names() {
		for _, h := range []string{n, "www." + n, lookalikes.Replace(n), strings.ToUpper(n)} {
			for _, path := range []string{"/", "/caf\u00e9"} {
				x := iri.MustParse("http://" + h + path)
				_, ds := d.Display(x)
				vs := c.Check(x)
				for _, dv := range ds {
					found := false
					for _, cv := range vs {
						found = found || cv.Code == dv.Code && cv.Offset == dv.Offset
					}
					if !found {
						t.Errorf("%s: Display decides %v, Check reports %v", x, dv, vs)
					}
					if dv.Code == iri.CodeProtectedNameLookalike {
						spoofs++
					}
				}
			}
		}
	}
	if spoofs == 0 {
		t.Error("no look-alike reported: the test tests nothing")
	}
}
