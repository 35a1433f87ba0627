package template

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/go-iri/iri"
)

// adversarial is a family of templates and references that a backtracking
// matcher takes exponential or polynomial time on: the four rows of the
// issue that replaced the step limit (go-iri issue 39), and families built
// from them.
type adversarial struct {
	name     string
	tmpl     string
	opts     MatchOptions
	ref      func(n int) string // a reference of about n bytes
	matches  bool
	checkVar string // a variable whose value the test checks, if any
	want     func(n int) string
}

var adversarials = []adversarial{
	{name: "nested explodes, no match", tmpl: "{/a*}{/b*}{/c*}x",
		ref: func(n int) string { return strings.Repeat("/a", n/2) }},
	{name: "nested explodes", tmpl: "{/a*}{/b*}{/c*}x", matches: true,
		ref: func(n int) string { return strings.Repeat("/a", n/2) + "x" }},
	{name: "simple run, no match", tmpl: "{a}{b}{c}{d}{e}x",
		ref: func(n int) string { return strings.Repeat("a", n) }},
	{name: "simple run", tmpl: "{a}{b}{c}{d}{e}x", matches: true, checkVar: "e",
		ref:  func(n int) string { return strings.Repeat("a", n) + "x" },
		want: func(n int) string { return strings.Repeat("a", n-4) }},
	{name: "reserved run, no match", tmpl: "{+a}{+b}{+c}{+d}!",
		ref: func(n int) string { return strings.Repeat("a", n) }},
	{name: "reserved run", tmpl: "{+a}{+b}{+c}{+d}!", matches: true, checkVar: "d",
		ref:  func(n int) string { return strings.Repeat("a", n) + "!" },
		want: func(n int) string { return strings.Repeat("a", n-3) }},
	{name: "every operator", tmpl: "{x}{+y}{#z}{.a*}{/b*}{;c*}{?d*}{&e*}", matches: true,
		ref: func(n int) string {
			k := max(n/16, 1)
			v := strings.Repeat("a", k)
			return v + "," + v + "#" + v + "." + v + "/" + v + ";c=" + v + "?d=" + v + "&e=" + v
		}},
	{name: "prefixes", tmpl: "{a:3}{b:3}{+c:5}{d}x", matches: true, checkVar: "d",
		ref:  func(n int) string { return strings.Repeat("a", n) + "x" },
		want: func(n int) string { return strings.Repeat("a", n-3) }},
	{name: "prefixes, no match", tmpl: "{a:3}{b:3}{+c:5}{d}x",
		ref: func(n int) string { return strings.Repeat("a", n) + "/x" }},
	{name: "variable used twice", tmpl: "{x}/{x}/{+y}", matches: true, checkVar: "x",
		ref:  func(n int) string { v := strings.Repeat("a", n/3); return v + "/" + v + "/" + v },
		want: func(n int) string { return strings.Repeat("a", n/3) }},
	{name: "variable used twice, no match", tmpl: "{x}/{x}/{+y}",
		ref: func(n int) string { v := strings.Repeat("a", n/3); return v + "/" + v + "b/" + v }},
	{name: "query tail", tmpl: "/s{?a,b,c}", opts: MatchOptions{AnyQueryOrder: true}, matches: true, checkVar: "b",
		ref: func(n int) string {
			var b strings.Builder
			b.WriteString("/s?b=2")
			for i := 0; b.Len() < n; i++ {
				b.WriteString("&p" + strconv.Itoa(i) + "=v")
			}
			b.WriteString("&a=1")
			return b.String()
		},
		want: func(int) string { return "2" }},
	{name: "query tail in order", tmpl: "/s{?a,b,c}{&d*}", matches: true,
		ref: func(n int) string {
			var b strings.Builder
			b.WriteString("/s?a=1&b=2")
			for i := 0; b.Len() < n; i++ {
				b.WriteString("&p" + strconv.Itoa(i) + "=v")
			}
			return b.String()
		}},
	{name: "reserved path", tmpl: "file:///{+path}", matches: true, checkVar: "path",
		ref:  func(n int) string { return "file:///" + strings.Repeat("dir/", n/4) + "f.txt" },
		want: func(n int) string { return strings.Repeat("dir/", n/4) + "f.txt" }},
}

// templateSize is the size that the bound of Template.Match multiplies by
// the length of the reference: the automata's states and the parts.
func templateSize(t Template) int {
	c := compile(t)
	n := len(t.parts) + len(t.s)
	for _, x := range c.progs {
		if x != nil {
			n += len(x.st)
		}
	}
	return n
}

// TestMatchAdversarial: the families match (or not) with the right values,
// at 1 KB, 10 KB and 100 KB, and the work they take is within the bound
// that Template.Match documents: a few times the length of the reference
// times the size of the template, whatever the size, counted in units of
// work (states visited), not in time.
func TestMatchAdversarial(t *testing.T) {
	units := 0
	workHook = func(n int) { units += n }
	defer func() { workHook = nil }()
	for _, a := range adversarials {
		tm := MustParse(a.tmpl)
		for _, n := range []int{1000, 10000, 100000} {
			if n == 100000 && raceEnabled {
				continue // the same work per byte, ten times slower
			}
			ref := a.ref(n)
			x, err := iri.Parse(ref)
			if err != nil {
				t.Fatalf("%s: %v", a.name, err)
			}
			units = 0
			got, err := a.opts.Match(tm, x)
			if a.matches != (err == nil) {
				t.Errorf("%s at %d bytes: %v, %v", a.name, n, got, err)
				continue
			}
			if err != nil && !errors.Is(err, ErrNoMatch) {
				t.Errorf("%s at %d bytes: %v", a.name, n, err)
			}
			if a.matches && !a.opts.AnyQueryOrder {
				if y, err := tm.Expand(got); err != nil || y.String() != x.ToIRI().String() {
					t.Errorf("%s at %d bytes: expands back to %.40q…, %v", a.name, n, y, err)
				}
			}
			if a.checkVar != "" {
				if v := got.Get(a.checkVar).String(); v != a.want(n) {
					t.Errorf("%s at %d bytes: %s = %.40q… (%d bytes), want %d bytes", a.name, n, a.checkVar, v, len(v), len(a.want(n)))
				}
			}
			if bound := 8 * (len(ref) + 16) * templateSize(tm); units > bound {
				t.Errorf("%s at %d bytes: %d units of work, above the bound %d", a.name, n, units, bound)
			}
			t.Logf("%-32s %7d bytes: %10d units, %.1f per byte", a.name, len(ref), units, float64(units)/float64(len(ref)))
		}
	}
}

// TestMatchIssueRows: the four rows of the issue, which took up to minutes
// and ended in "too ambiguous (step limit)", now answer: no match (none of
// the references ends with the template's last literal).
func TestMatchIssueRows(t *testing.T) {
	for _, r := range []struct{ tmpl, ref string }{
		{"{/a*}{/b*}{/c*}x", strings.Repeat("/a", 500)},
		{"{a}{b}{c}{d}{e}x", strings.Repeat("a", 10000)},
		{"{a}{b}{c}{d}{e}x", strings.Repeat("a", 1000)},
		{"{+a}{+b}{+c}{+d}!", strings.Repeat("a", 1000)},
		// The row of the old TestMatchStepLimit.
		{"{+a}{+b}{+c}{+d}{+e}{+f}{+a}x", strings.Repeat("a", 300) + "y"},
	} {
		_, err := MustParse(r.tmpl).Match(iri.MustParse(r.ref))
		var te *Error
		if !errors.As(err, &te) || te.Err != ErrNoMatch || te.Offset != len(r.ref) {
			t.Errorf("%q ~ %d bytes: %v", r.tmpl, len(r.ref), err)
		}
	}
}

// BenchmarkMatchGrowth matches each adversarial family at 1 KB, 10 KB and
// 100 KB: each 10× in length costs about 10× in time.
func BenchmarkMatchGrowth(b *testing.B) {
	for _, a := range adversarials {
		tm := MustParse(a.tmpl)
		for _, n := range []int{1000, 10000, 100000} {
			x := iri.MustParse(a.ref(n))
			b.Run(fmt.Sprintf("family=%s/size=%dKB", strings.ReplaceAll(a.name, " ", "_"), n/1000), func(b *testing.B) {
				b.SetBytes(int64(len(x.String())))
				for b.Loop() {
					a.opts.Match(tm, x)
				}
			})
		}
	}
}

// BenchmarkMatchIssueRows times the four rows of the issue.
func BenchmarkMatchIssueRows(b *testing.B) {
	for i, r := range []struct{ tmpl, ref string }{
		{"{/a*}{/b*}{/c*}x", strings.Repeat("/a", 500)},
		{"{a}{b}{c}{d}{e}x", strings.Repeat("a", 10000)},
		{"{a}{b}{c}{d}{e}x", strings.Repeat("a", 1000)},
		{"{+a}{+b}{+c}{+d}!", strings.Repeat("a", 1000)},
	} {
		tm, x := MustParse(r.tmpl), iri.MustParse(r.ref)
		b.Run(fmt.Sprintf("row=%d", i+1), func(b *testing.B) {
			for b.Loop() {
				tm.Match(x)
			}
		})
	}
}

// TestMatchRepeatedVariables: the answers that changed when matching
// became linear, all for templates that use a variable twice (the old
// matcher searched for a reading on which the occurrences agree; the
// linear one reads each on its own, then compares).
func TestMatchRepeatedVariables(t *testing.T) {
	for _, r := range []struct {
		tmpl, ref, want string // want "" for no match
		was             string // the backtracking matcher's answer
	}{
		{"{x}/{x}", "ab/ab", `x="ab"`, `x="ab"`},
		{"{x}/{x}{y}", "a/ab", `x="a" y="b"`, `x="a" y="b"`},
		{"{x}{x}", "aa", `x="a"`, `x="a"`},
		{"{x}{x}", "abab", "", `x="ab"`},
		{"{x:1}/{x}", "a/abc", `x="abc"`, `x="abc"`},
		{"{/k*}{;k*}{?k*}", "/a;a?a=", `k=[("a", "")]`, `k=[("a", "")]`},
		{"#{+x,y}{?x}", "#&%2F&;a", "", `y="&%2F&;a"`},
	} {
		tm := MustParse(r.tmpl)
		x := iri.MustParse(r.ref)
		show := func(vs Vars) string {
			var parts []string
			for _, v := range vs {
				parts = append(parts, v.Name+"="+v.Value.Notation())
			}
			return strings.Join(parts, " ")
		}
		got, err := tm.Match(x)
		if r.want == "" {
			var te *Error
			if !errors.As(err, &te) || te.Err != ErrNoMatch || te.Var == "" {
				t.Errorf("%q ~ %q: %v, %v; want no match naming the variable", r.tmpl, r.ref, got, err)
			}
		} else if err != nil || show(got) != r.want {
			t.Errorf("%q ~ %q: %s, %v; want %s", r.tmpl, r.ref, show(got), err, r.want)
		}
		if old, _, ok := btMatch(MatchOptions{}, tm, x); !ok || show(old) != r.was {
			t.Errorf("%q ~ %q: backtracking gave %s, %v; the table says %s", r.tmpl, r.ref, show(old), ok, r.was)
		}
	}
}
