package template

import (
	"errors"
	"github.com/go-iri/iri"
	"strings"
	"testing"
)

// fuzzVars gives the template's variables values made of the fuzzer's
// strings: in turn a string, a list, an associative array (with an
// undefined pair), an empty string and undefined.
func fuzzVars(tm Template, a, b, c string) Vars {
	var vs Vars
	for i, n := range tm.Names() {
		var v Value
		switch i % 5 {
		case 0:
			v = StringValue(a)
		case 1:
			v = ListValue(a, b)
		case 2:
			v = AssocValue(Pair{Name: b, Value: c}, Pair{Name: a, Undefined: true}, Pair{Name: c, Value: a})
		case 3:
			v = StringValue("")
		}
		vs = append(vs, Var{n, v})
	}
	return vs
}

func addTemplateSeeds(f *testing.F) {
	for _, r := range rfcRows {
		f.Add(r.tmpl, "Hello World!", "/foo/bar", "50%")
	}
	for _, r := range iriRows {
		f.Add(r.tmpl, "drücken", "مصر", "%C3%A9")
	}
	f.Add("http://x/{+a}", "[", "", "")
	f.Add("{a}:{b}", "1", "x", "")
	f.Add("http://h:{+a}/{b*}", "8080", "a\u202E", "\uE000")
}

// FuzzExpand checks the properties of expansion: it is a valid IRI
// reference or an error; the shape that Expand follows agrees with
// iri.ParseURI on validity and components (checkShape); the IRI form is ToIRI of the URI form and maps
// back to it with ToURI (up to the triplets ToIRI decodes and hex case);
// the append forms agree; Match of the expansion expands back to it
// (unless a variable is used twice, see Template.Match), within the bound
// of work that Template.Match documents.
func FuzzExpand(f *testing.F) {
	addTemplateSeeds(f)
	f.Fuzz(func(t *testing.T, s, a, b, c string) {
		tm, err := Parse(s)
		if err != nil {
			var te *Error
			if !errors.As(err, &te) || te.Offset < 0 || te.Offset > len(s) {
				t.Fatalf("Parse(%q): %v", s, err)
			}
			return
		}
		if tm.String() != s {
			t.Fatalf("String() = %q, want %q", tm, s)
		}
		vars := fuzzVars(tm, a, b, c)
		checkShape(t, tm, vars)
		x, err := tm.Expand(vars)
		u, uerr := tm.ExpandURI(vars)
		if (err == nil) != (uerr == nil) {
			t.Fatalf("%q: Expand error %v, ExpandURI error %v", s, err, uerr)
		}
		if err != nil {
			var te *Error
			if !errors.As(err, &te) || !(errors.Is(err, ErrInvalidExpansion) || errors.Is(err, iri.ErrInvalidUTF8) || errors.Is(err, ErrInvalidValue)) {
				t.Fatalf("%q: unexpected error %v", s, err)
			}
			return
		}
		if y, perr := iri.Parse(x.String()); perr != nil || y != x {
			t.Fatalf("%q: Expand = %q, not a valid iri.IRI reference: %v", s, x, perr)
		}
		if y, perr := iri.ParseURI(u.String()); perr != nil || y != u {
			t.Fatalf("%q: ExpandURI = %q, not a valid URI reference: %v", s, u, perr)
		}
		if want := u.ToIRI(); x != want {
			t.Fatalf("%q: Expand = %q, ToIRI of ExpandURI = %q", s, x, want)
		}
		if got, want := x.ToURI().String(), matchForm(u.String()); got != want {
			t.Fatalf("%q: ToURI of Expand = %q, ExpandURI = %q", s, got, u)
		}
		if ab, err := tm.AppendExpand([]byte("p"), vars); err != nil || string(ab) != "p"+x.String() {
			t.Fatalf("%q: AppendExpand = %q, %v; Expand = %q", s, ab, err, x)
		}
		if ab, err := tm.AppendExpandURI([]byte("p"), vars); err != nil || string(ab) != "p"+u.String() {
			t.Fatalf("%q: AppendExpandURI = %q, %v; ExpandURI = %q", s, ab, err, u)
		}
		units := 0
		workHook = func(n int) { units += n }
		got, err := tm.Match(x)
		workHook = nil
		if bound := 8 * (len(x.String()) + 16) * templateSize(tm); units > bound {
			t.Fatalf("%q.Match(%q): %d units of work, above the bound %d", s, x, units, bound)
		}
		if err != nil {
			// A variable used twice may be read two ways that differ
			// (Template.Match says so); anything else is a bug.
			if repeats(tm) && errors.Is(err, ErrNoMatch) {
				return
			}
			t.Fatalf("%q.Match(%q): %v (vars %v)", s, x, err, vars)
		}
		if y, err := tm.Expand(got); err != nil || y != x {
			t.Fatalf("%q.Match(%q) = %v, which expands to %q, %v", s, x, got, y, err)
		}
	})
}

// FuzzMatch matches arbitrary references: a match expands back to the
// reference, in match form (the decoding ToIRI does), and matching stays
// within the bound of work that Template.Match documents, and gives the
// answer of the backtracking matcher it replaced (backtrack_test.go).
func FuzzMatch(f *testing.F) {
	for _, r := range rfcRows {
		f.Add(r.tmpl, r.want, false)
	}
	for _, r := range matchRows {
		f.Add(r.tmpl, r.ref, true)
	}
	f.Fuzz(func(t *testing.T, s, ref string, anyOrder bool) {
		tm, err := Parse(s)
		if err != nil {
			return
		}
		x, err := iri.Parse(ref)
		if err != nil {
			return
		}
		units := 0
		workHook = func(n int) { units += n }
		got, err := MatchOptions{AnyQueryOrder: anyOrder}.Match(tm, x)
		workHook = nil
		if bound := 8 * (len(x.String()) + 16) * templateSize(tm); units > bound {
			t.Fatalf("%q.Match(%q): %d units of work, above the bound %d", s, ref, units, bound)
		}
		// The same answer as the backtracking matcher of before, unless
		// it ran out of steps or a variable is used twice; on short
		// references only, since its steps can take long.
		if len(ref) > 24 || len(tm.parts) > 6 || repeats(tm) {
			// Too costly for the old matcher, or outside its agreement.
		} else if te := (*Error)(nil); errors.As(err, &te) && strings.Contains(te.Detail, " times, and the variable is not exploded") {
			// A repeated parameter: the old matcher dropped all but the
			// first value; now it is no match (MatchOptions.AnyQueryOrder).
		} else if old, exhausted, ok := btMatch(MatchOptions{AnyQueryOrder: anyOrder}, tm, x); !exhausted {
			same := ok == (err == nil) && len(old) == len(got)
			for i := range got {
				same = same && got[i].Name == old[i].Name && got[i].Value.Equal(old[i].Value)
			}
			if !same {
				t.Fatalf("%q.Match(%q) = %v, %v; backtracking: %v, %v", s, ref, got, err, old, ok)
			}
		}
		if err != nil {
			if !errors.Is(err, ErrNoMatch) {
				t.Fatalf("%q.Match(%q): %v", s, ref, err)
			}
			return
		}
		u, err := tm.ExpandURI(got)
		if err != nil {
			t.Fatalf("%q.Match(%q) = %v, which does not expand: %v", s, ref, got, err)
		}
		if !anyOrder && matchForm(u.String()) != matchForm(x.String()) {
			t.Fatalf("%q.Match(%q) = %v, which expands to %q", s, ref, got, u)
		}
	})
}

// FuzzPartialExpand checks partial expansion: expanding the partial
// template with the other variables equals expanding the template with
// all of them.
func FuzzPartialExpand(f *testing.F) {
	addTemplateSeeds(f)
	f.Fuzz(func(t *testing.T, s, a, b, c string) {
		tm, err := Parse(s)
		if err != nil {
			return
		}
		all := fuzzVars(tm, a, b, c)
		want, werr := tm.Expand(all)
		for split := 0; split < 3; split++ {
			var given, rest Vars
			for i, v := range all {
				if (i+split)%3 == 0 {
					given = append(given, v)
				} else {
					rest = append(rest, v)
				}
			}
			p, err := tm.PartialExpand(given)
			if err != nil {
				if !errors.Is(err, ErrPartialExpansion) && !errors.Is(err, iri.ErrInvalidUTF8) && !errors.Is(err, ErrInvalidValue) {
					t.Fatalf("%q.PartialExpand(%v): %v", s, given, err)
				}
				continue
			}
			got, gerr := p.Expand(rest)
			if (werr == nil) != (gerr == nil) || werr == nil && got != want {
				t.Fatalf("%q.PartialExpand(%v) = %q; expands with %v to %q, %v; want %q, %v", s, given, p, rest, got, gerr, want, werr)
			}
		}
	})
}
