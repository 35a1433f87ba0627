package iri

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/bidi"
	"golang.org/x/text/unicode/norm"
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
			q := norm.NFKC.PropertiesString(string(r))
			want := map[runeFacts]bool{
				factKnown:   true,
				factNoCheck: chkCharCode(r) == 0,
				factShown:   charDisplayRule(r, nil) == 0,
				factQuiet:   quietRune(r),
				factRTL:     p.Class() == bidi.R || p.Class() == bidi.AL,
				factInert:   q.CCC() == 0 && norm.NFKC.QuickSpanString(string(r)) == len(string(r)),
			}
			for bit, w := range want {
				if got := f&bit != 0; got != w {
					t.Fatalf("pass %d: fact %#x of %U = %v, want %v", pass, bit, r, got, w)
				}
			}
		}
	}
}

// TestInertText checks the claim factInert rests on (UAX #15 §9): text of
// inert characters only is in NFKC and in NFC. Every inert character of
// the BMP follows and precedes a sample of others, the non-ASCII
// characters that compose with a character before them among them when
// inert (U+0B3E, U+0CD5, U+1161 and the like are not).
func TestInertText(t *testing.T) {
	var inert []rune
	for r := rune(utf8.RuneSelf); r <= 0xFFFF; r++ {
		if utf8.ValidRune(r) && factsOf(r)&factInert != 0 {
			inert = append(inert, r)
		}
	}
	if len(inert) < 20000 {
		t.Fatalf("only %d inert characters in the BMP", len(inert))
	}
	sample := []rune{'a', 'e', 'A', 0x0915, 0x09C7, 0x0B47, 0x0BC6, 0x1100, 0xAC00, 0x3046, 0x304B, 0x0627, 0x05D0, 0x03B1, 0x0430}
	for k := 0; k < len(inert); k += 4001 {
		sample = append(sample, inert[k])
	}
	for _, r := range inert {
		for _, s := range sample {
			if factsOf(s)&factInert == 0 && s >= utf8.RuneSelf {
				t.Fatalf("sample %U is not inert", s)
			}
			for _, text := range []string{string(r) + string(s), string(s) + string(r)} {
				if !norm.NFKC.IsNormalString(text) || !norm.NFC.IsNormalString(text) {
					t.Fatalf("%+q: inert characters only, but not in NFKC or NFC", text)
				}
			}
		}
	}
}

// TestCheckConcurrent runs Check and Display on the international corpus
// from several goroutines at once, as a server would, and wants each
// answer to be the one a lone caller gets: the fact cache and the pool of
// candidate buffers are shared by all callers (run it with -race).
func TestCheckConcurrent(t *testing.T) {
	in := intlCorpus(t)
	type answer struct {
		check []Violation
		shown string
		ds    []Violation
	}
	want := make([]answer, len(in))
	for k, s := range in {
		x := MustParse(s)
		shown, ds := DisplayOptions{}.Display(x)
		want[k] = answer{x.Check(), shown, ds}
	}
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range in {
				k := (k*7 + g*131) % len(in) // each goroutine in its own order
				x := MustParse(in[k])
				shown, ds := DisplayOptions{}.Display(x)
				if got := x.Check(); !slices.Equal(got, want[k].check) || shown != want[k].shown || !slices.Equal(ds, want[k].ds) {
					errs <- fmt.Sprintf("%q: answers differ between concurrent and lone callers", in[k])
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
