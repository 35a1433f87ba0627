package iri

import (
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
)

// TestRuneFacts checks every cached fact of every non-ASCII character of
// the BMP, and of the planes above (not cached), against the rule it
// caches, before and after the cache holds it.
func TestRuneFacts(t *testing.T) {
	for pass := 0; pass < 2; pass++ {
		for r := rune(utf8.RuneSelf); r <= 0x2FFFF; r++ {
			if !utf8.ValidRune(r) {
				continue
			}
			f := factsOf(r)
			p, _ := bidi.LookupRune(r)
			want := map[runeFacts]bool{
				factKnown:   true,
				factNoCheck: chkCharCode(r) == 0,
				factShown:   charDisplayRule(r, nil) == 0,
				factQuiet:   quietRune(r),
				factRTL:     p.Class() == bidi.R || p.Class() == bidi.AL,
			}
			for bit, w := range want {
				if got := f&bit != 0; got != w {
					t.Fatalf("pass %d: fact %#x of %U = %v, want %v", pass, bit, r, got, w)
				}
			}
		}
	}
}
