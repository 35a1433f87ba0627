package iri

import (
	"bufio"
	"os"
	"reflect"
	"testing"
)

// FuzzCheck checks the invariants of Check on every IRI the parsers
// accept: it never panics, every span lies inside the input and is not
// empty, results are ordered by offset then code, each severity is its
// code's, Check is deterministic, the quick pass never hides a violation
// the full checks find, and NOT_NFKC never duplicates NOT_NFC.
func FuzzCheck(f *testing.F) {
	if fh, err := os.Open("testdata/bench-mix.txt"); err == nil {
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			f.Add(sc.Text())
		}
		fh.Close()
	}
	for _, ex := range chkBidiExamples {
		f.Add(chkNotation(ex.in, chkHebrewLetters))
		f.Add(chkNotation(ex.in, chkArabicLetters))
	}
	for _, tt := range chkCases {
		f.Add(tt.in)
	}
	for _, s := range chkClean {
		f.Add(s)
	}
	checkers := []Checker{{}, {WholeComponents: true}, {UTF8Schemes: []string{}}, {Ignore: []Code{CodeSpaceLookalike, CodeNotNFC}}}
	f.Fuzz(func(t *testing.T, in string) {
		x, err := Parse(in)
		if err != nil {
			if x, err = (Parser{Grammar: RFC3987bis}).Parse(in); err != nil {
				return
			}
		}
		for _, c := range checkers {
			vs := c.Check(x)
			if vs != nil && len(vs) == 0 {
				t.Fatalf("%q: empty non-nil result", in)
			}
			for i, v := range vs {
				if v.Offset < 0 || v.Len < 1 || v.Offset+v.Len > len(in) {
					t.Fatalf("%q: %v: span [%d,+%d) outside the input", in, v, v.Offset, v.Len)
				}
				if v.Severity != v.Code.Severity() || !v.Code.valid() {
					t.Fatalf("%q: %v: bad code or severity", in, v)
				}
				if v.Message == "" {
					t.Fatalf("%q: %v: no message", in, v)
				}
				for _, ig := range c.Ignore {
					if v.Code == ig {
						t.Fatalf("%q: ignored code %v reported", in, v.Code)
					}
				}
				if i > 0 {
					p := vs[i-1]
					if p.Offset > v.Offset || p.Offset == v.Offset && p.Code > v.Code {
						t.Fatalf("%q: not ordered: %v before %v", in, p, v)
					}
				}
				if v.Code == CodeNotNFKC {
					for _, w := range vs {
						if w.Code == CodeNotNFC && w.Offset < v.Offset+v.Len && v.Offset < w.Offset+w.Len {
							t.Fatalf("%q: NOT_NFKC %v overlaps NOT_NFC %v", in, v, w)
						}
					}
				}
			}
			if again := c.Check(x); !reflect.DeepEqual(vs, again) {
				t.Fatalf("%q: Check not deterministic:\n%v\n%v", in, vs, again)
			}
			if chkQuickClean(x) {
				if full := c.check(x); full != nil {
					t.Fatalf("%q: the quick pass says clean, the full checks find %v", in, full)
				}
			}
		}
	})
}
