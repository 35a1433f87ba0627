package template

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/go-iri/iri"
)

// TestMatchAgainstBacktracking compares the linear matcher with the
// backtracking one it replaced (backtrack_test.go) on every match row,
// every RFC 6570 example and random templates and references built from
// small alphabets, and expansions of them: the answers are the same,
// except where the old one ran out of steps, and for templates that use a
// variable twice, whose occurrences the linear matcher reads each on its
// own and compares afterwards (Template.Match says so; its answers are
// still checked to expand back to the reference).
func TestMatchAgainstBacktracking(t *testing.T) {
	type pair struct{ tmpl, ref string }
	var cases []pair
	for _, r := range matchRows {
		cases = append(cases, pair{r.tmpl, r.ref})
	}
	for _, r := range rfcRows {
		cases = append(cases, pair{r.tmpl, r.want})
	}
	for _, r := range noMatchRows {
		cases = append(cases, pair{r.tmpl, r.ref})
	}
	rng := rand.New(rand.NewPCG(1, 2))
	exprs := []string{"{x}", "{y}", "{+x}", "{+y}", "{#x}", "{.x}", "{.x*}", "{/x}", "{/x*}", "{/y*}", "{;x}", "{;x*}",
		"{?x}", "{?x*}", "{&y}", "{x,y}", "{+x,y}", "{x:2}", "{+x:1}", "{/x,y}", "{.y*}", "{;x,y}", "{?x,y}", "{z*}", "{+z*}", "{#z*}"}
	lits := []string{"", "/", ".", "a", ";", "=", ",", "?", "&", "#", "x=", "%2F", "é"}
	alpha := []string{"a", "b", "/", ".", ",", ";", "=", "?", "&", "#", "x", "y", "%2F", "%C3%A9", "é", "x=", "%25"}
	rounds := 6000
	if raceEnabled {
		rounds = 1000
	}
	for range rounds {
		var tb, rb strings.Builder
		for range 1 + rng.IntN(3) {
			tb.WriteString(lits[rng.IntN(len(lits))])
			tb.WriteString(exprs[rng.IntN(len(exprs))])
		}
		tb.WriteString(lits[rng.IntN(len(lits))])
		for range rng.IntN(8) {
			rb.WriteString(alpha[rng.IntN(len(alpha))])
		}
		cases = append(cases, pair{tb.String(), rb.String()})
		// An expansion of the template, which matches, and one with a
		// byte changed, which may not.
		if tm, err := Parse(tb.String()); err == nil {
			v := func() string {
				var b strings.Builder
				for range rng.IntN(4) {
					b.WriteString(alpha[rng.IntN(len(alpha))])
				}
				return b.String()
			}
			if x, err := tm.Expand(fuzzVars(tm, v(), v(), v())); err == nil {
				cases = append(cases, pair{tb.String(), x.String()})
				if r := x.String(); r != "" {
					k := rng.IntN(len(r))
					cases = append(cases, pair{tb.String(), r[:k] + alpha[rng.IntN(len(alpha))] + r[k+1:]})
				}
			}
		}
	}
	changed, repeated := 0, 0
	for _, c := range cases {
		tm, err := Parse(c.tmpl)
		if err != nil {
			continue
		}
		x, err := iri.Parse(c.ref)
		if err != nil {
			continue
		}
		for _, o := range []MatchOptions{{}, {AnyQueryOrder: true}} {
			want, exhausted, wok := btMatch(o, tm, x)
			got, err := o.Match(tm, x)
			if exhausted {
				continue
			}
			same := (err == nil) == wok
			if same && wok {
				same = len(got) == len(want)
				for i := range got {
					same = same && got[i].Name == want[i].Name && got[i].Value.Equal(want[i].Value)
				}
			}
			if !same && repeats(tm) {
				repeated++
				if repeated <= 5 {
					t.Logf("variable used twice: %q ~ %q: now %v, %v; was %v, %v", c.tmpl, c.ref, got, err, want, wok)
				}
				continue
			}
			if !same {
				changed++
				if changed <= 40 {
					t.Errorf("%q ~ %q (any order %v): linear %v, %v; backtracking %v, %v", c.tmpl, c.ref, o.AnyQueryOrder, got, err, want, wok)
				}
			}
		}
	}
	if changed > 0 {
		t.Errorf("%d answers changed", changed)
	}
	t.Logf("%d cases; %d answers changed where a variable is used twice", len(cases), repeated)
}

// repeats reports whether a variable appears twice in t.
func repeats(t Template) bool {
	for i, v := range t.vars {
		if int(v.id) != i {
			return true
		}
	}
	return false
}
