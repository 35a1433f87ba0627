package extract

import (
	"strings"
	"testing"
)

// FuzzTrigger checks that the word-at-a-time search for trigger bytes
// finds what a byte-at-a-time reference finds, from every start, in
// every mode.
func FuzzTrigger(f *testing.F) {
	f.Add("a.b@c:d é.x")
	f.Add(strings.Repeat("x", 17) + "@" + strings.Repeat("\x80", 9) + ".:")
	f.Fuzz(func(t *testing.T, s string) {
		for _, o := range []FindOptions{{}, {Relaxed: true}, {Email: true}, {Relaxed: true, Email: true}} {
			e, err := newEngine(o)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i <= len(s); i++ {
				want := -1
				for k := i; k < len(s); k++ {
					if c := s[k]; c == ':' || c == '.' && o.Relaxed || c == '@' && o.Email {
						want = k
						break
					}
				}
				if got := e.find(s, i, len(s)); got != want {
					t.Fatalf("%+v: find(%q, %d) = %d, want %d", o, s, i, got, want)
				}
			}
		}
	})
}
