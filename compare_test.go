package iri

import (
	"errors"
	"strings"
	"testing"
)

// compareCases: every row cites the clause it comes from.
var compareCases = []struct {
	clause string
	nz     NormalizeOptions
	a, b   string
	want   Comparison
	why    string // substring of the CompareError's message, for CompareUndetermined
	arg    int    // CompareError.Arg; 0 when both references are at fault
	off    int    // CompareError.Offset
}{
	// Equivalent and different at each level.
	{clause: "comparison-02 §4.1", a: "http://x/a", b: "http://x/a", want: CompareEquivalent},
	{clause: "comparison-02 §4.1", a: "http://x/a", b: "HTTP://x/a", want: CompareDifferent},
	{clause: "RFC 3987 §5.3.2.1", nz: NormalizeOptions{Flags: SyntaxBased}, a: "http://x/a", b: "HTTP://X/a", want: CompareEquivalent},
	{clause: "RFC 3987 §5.3.2.3", nz: NormalizeOptions{Flags: SyntaxBased}, a: "http://x/ros%C3%A9", b: "http://x/rosé", want: CompareEquivalent},
	{clause: "comparison-02 §4.2", nz: NormalizeOptions{Flags: SyntaxBased},
		a: "example://a/b/c/%7Bfoo%7D/rosé", b: "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", want: CompareEquivalent},
	{clause: "comparison-02 §4.3", nz: NormalizeOptions{Flags: SyntaxBased}, a: "http://example.com", b: "http://example.com:80/", want: CompareDifferent},
	{clause: "comparison-02 §4.3", nz: NormalizeOptions{Flags: SchemeBased}, a: "http://example.com", b: "http://example.com:80/", want: CompareEquivalent},
	{clause: "comparison-02 §4.3", nz: NormalizeOptions{Flags: SchemeBased}, a: "http://example.com/?", b: "http://example.com/", want: CompareDifferent},
	{clause: "comparison-02 §4.3", nz: NormalizeOptions{Flags: SchemeBased | NormIDN},
		a: "http://résumé.example.org", b: "http://xn--rsum-bpad.example.org/", want: CompareEquivalent},

	// Fragments: excluded, or compared last.
	{clause: "comparison-02 §2", nz: NormalizeOptions{Flags: SchemeBased}, a: "http://x/a#p1", b: "http://X:80/a#p2", want: CompareSameResource},
	{clause: "comparison-02 §2", nz: NormalizeOptions{Flags: SchemeBased}, a: "http://x/a#", b: "http://x/a", want: CompareSameResource},
	{clause: "comparison-02 §2", nz: NormalizeOptions{Flags: SchemeBased}, a: "http://x/a#%C3%A9", b: "http://x/a#é", want: CompareEquivalent},
	{clause: "comparison-02 §2", nz: NormalizeOptions{Flags: SchemeBased}, a: "http://x/a#p", b: "http://x/b#p", want: CompareDifferent},
	{clause: "RFC 3987 §5.1", nz: NormalizeOptions{Flags: SchemeBased, ExcludeFragment: true}, a: "http://x/a#p1", b: "http://x/a#p2", want: CompareEquivalent},
	{clause: "RFC 3987 §5.1", nz: NormalizeOptions{ExcludeFragment: true}, a: "http://x/a#p1", b: "http://x/a", want: CompareEquivalent},

	// Resolution first.
	{clause: "RFC 3987 §5.1", nz: NormalizeOptions{Base: MustParse("http://x/d/")}, a: "a", b: "http://x/d/a", want: CompareEquivalent},
	{clause: "RFC 3987 §5.1", nz: NormalizeOptions{Base: MustParse("http://x/d/e")}, a: "../a", b: "/a", want: CompareEquivalent},
	{clause: "RFC 3987 §5.1", nz: NormalizeOptions{Base: MustParse("http://x/d/e")}, a: "a", b: "b", want: CompareDifferent},
	{clause: "RFC 3987 §5.1", nz: NormalizeOptions{Base: MustParse("http://x/d/e")}, a: "#f", b: "e#g", want: CompareSameResource},

	// Cannot be determined: relative references without a base.
	{clause: "RFC 3987 §5.1", a: "a/b", b: "a/b", want: CompareUndetermined, why: "relative reference"},
	{clause: "RFC 3987 §5.1", nz: NormalizeOptions{Flags: SchemeBased}, a: "http://x/a", b: "/a", want: CompareUndetermined, why: "relative reference", arg: 2},
	{clause: "RFC 3987 §5.1", nz: NormalizeOptions{Flags: SchemeBased, ExcludeFragment: true}, a: "#a", b: "#b", want: CompareUndetermined, why: "relative reference"},

	// Cannot be determined: a host that fails IDNA where NormIDN is needed.
	{clause: "RFC 3987 §5.3.3", nz: NormalizeOptions{Flags: SchemeBased | NormIDN},
		a: "http://xn--example-.org/", b: "http://example.org/", want: CompareUndetermined, why: "not a valid IDN", arg: 1, off: 7},
	{clause: "comparison-02 §4.3", nz: NormalizeOptions{Flags: SchemeBased | NormIDN},
		a: "http://a.org/", b: "http://a\u200db.org/", want: CompareUndetermined, why: "not a valid IDN", arg: 2, off: 7},
	// ... but identical invalid hosts are compared as they are, and so are
	// ASCII names that IDNA could only lowercase, and hosts of other schemes.
	{clause: "RFC 3987 §5.3.3", nz: NormalizeOptions{Flags: SchemeBased | NormIDN},
		a: "http://xn--example-.org/a", b: "http://xn--example-.org/./a", want: CompareEquivalent},
	{clause: "RFC 3987 §5.3.3", nz: NormalizeOptions{Flags: SchemeBased | NormIDN},
		a: "http://xn--example-.org/a", b: "http://xn--example-.org/b", want: CompareDifferent},
	{clause: "RFC 3987 §5.3.3", nz: NormalizeOptions{Flags: SchemeBased | NormIDN},
		a: "http://my_host/", b: "http://other/", want: CompareDifferent},
	{clause: "RFC 3987 §5.3.3", nz: NormalizeOptions{Flags: SchemeBased | NormIDN},
		a: "foo://xn--example-.org/", b: "foo://example.org/", want: CompareDifferent},
	// The ACE prefix is the first four characters of a label (RFC 5890
	// §2.3.1): "a_xn--b" holds no A-label, so it is an ASCII name that is
	// no DNS name, compared as it is, where a label starting "xn--" is not.
	{clause: "RFC 5890 §2.3.1", nz: NormalizeOptions{Flags: SchemeBased | NormIDN},
		a: "http://a_xn--b.example/", b: "http://c.example/", want: CompareDifferent},
	{clause: "RFC 5890 §2.3.1", nz: NormalizeOptions{Flags: SchemeBased | NormIDN},
		a: "http://xn--b_.example/", b: "http://c.example/", want: CompareUndetermined, why: "not a valid IDN", arg: 1, off: 7},
	// Without NormIDN the rung is not needed.
	{clause: "RFC 3987 §5.3.2", nz: NormalizeOptions{Flags: SchemeBased},
		a: "http://xn--example-.org/", b: "http://example.org/", want: CompareDifferent},

	// Cannot be determined: percent-encodings that are not UTF-8 where the
	// rung decodes.
	{clause: "RFC 3987 §6.4", nz: NormalizeOptions{Flags: SyntaxBased},
		a: "http://x/r%E9sum%E9", b: "http://x/résumé", want: CompareUndetermined, why: "%E9 is not part of well-formed UTF-8", arg: 1, off: 10},
	{clause: "RFC 3987 §6.4", nz: NormalizeOptions{Flags: SyntaxBased},
		a: "http://x/?q=é", b: "http://x/?q=%e9", want: CompareUndetermined, why: "%e9", arg: 2, off: 12},
	{clause: "RFC 3987 §6.4", nz: NormalizeOptions{Flags: SchemeBased | NormIDN},
		a: "http://r%E9sum%E9.example/", b: "http://résumé.example/", want: CompareUndetermined, why: "%E9", arg: 1, off: 8},
	{clause: "RFC 3987 §6.4", nz: NormalizeOptions{Flags: SchemeBased},
		a: "http://x/a#r%E9", b: "http://x/a#r%C3%A9", want: CompareUndetermined, why: "%E9", arg: 1, off: 12},
	// ... but only in a component that differs, and only where a rung decodes.
	{clause: "RFC 3987 §6.4", nz: NormalizeOptions{Flags: SyntaxBased}, a: "http://x/%e9/a", b: "HTTP://x/%E9/./a", want: CompareEquivalent},
	{clause: "RFC 3987 §6.4", nz: NormalizeOptions{Flags: SyntaxBased}, a: "http://x/%E9?a", b: "http://x/%E9?b", want: CompareDifferent},
	{clause: "RFC 3987 §6.4", nz: NormalizeOptions{Flags: SyntaxBased}, a: "http://x/%E9", b: "https://x/%E9", want: CompareDifferent},
	{clause: "RFC 3987 §5.3.1", a: "http://x/r%E9sum%E9", b: "http://x/résumé", want: CompareDifferent},
}

func TestCompare(t *testing.T) {
	for _, tc := range compareCases {
		a, b := MustParse(tc.a), MustParse(tc.b)
		for _, swap := range []bool{false, true} {
			x, y := a, b
			arg := tc.arg
			if swap {
				x, y = b, a
				if arg != 0 {
					arg = 3 - arg
				}
			}
			got, err := tc.nz.Compare(x, y)
			if got != tc.want {
				t.Errorf("%s: %v.Compare(%q, %q) = %v (%v), want %v", tc.clause, tc.nz.Flags, x, y, got, err, tc.want)
				continue
			}
			if (err != nil) != (got == CompareUndetermined) {
				t.Errorf("%s: Compare(%q, %q): error %v with outcome %v", tc.clause, x, y, err, got)
				continue
			}
			if got == CompareUndetermined {
				var ce *CompareError
				if !errors.As(err, &ce) || !errors.Is(err, ErrUndetermined) {
					t.Errorf("%s: Compare(%q, %q): error %T %v, want *CompareError", tc.clause, x, y, err, err)
					continue
				}
				wantComp := ComponentNone
				switch {
				case strings.Contains(tc.why, "IDN") || strings.Contains(tc.a+tc.b, "sum%E9.example"):
					wantComp = ComponentHost
				case strings.Contains(tc.a, "#r%E9"):
					wantComp = ComponentFragment
				case strings.Contains(tc.a, "?q="):
					wantComp = ComponentQuery
				case !strings.Contains(tc.why, "relative"):
					wantComp = ComponentPath
				}
				if ce.Component != wantComp {
					t.Errorf("%s: Compare(%q, %q): component %v, want %v", tc.clause, x, y, ce.Component, wantComp)
				}
				if !strings.Contains(ce.Error(), tc.why) || (arg != 0 && ce.Arg != arg) || ce.Offset != tc.off || !strings.HasPrefix(ce.Error(), "iri: ") {
					t.Errorf("%s: Compare(%q, %q): %+v (%v), want arg %d offset %d and %q", tc.clause, x, y, ce, ce, arg, tc.off, tc.why)
				}
			}
			// Equivalent agrees wherever both references are absolute or
			// resolved.
			if tc.nz.Base.s != "" || x.IsAbs() && y.IsAbs() {
				if eq := tc.nz.Equivalent(x, y); eq != (got == CompareEquivalent) {
					t.Errorf("%s: Equivalent(%q, %q) = %v, Compare %v", tc.clause, x, y, eq, got)
				}
			}
		}
	}
}

func TestCompareBaseNotAbsolute(t *testing.T) {
	nz := NormalizeOptions{Base: MustParse("a/b")}
	got, err := nz.Compare(MustParse("http://x/"), MustParse("http://x/"))
	if got != CompareUndetermined || !errors.Is(err, ErrNotAbsolute) {
		t.Errorf("Compare with a relative Base = %v, %v; want CompareUndetermined and ErrNotAbsolute", got, err)
	}
}

// TestCompareProtocol checks the protocol-based rung (RFC 3987 §5.3.4,
// comparison-02 §4.4): it runs on the normal forms without fragments, in
// both orders, and only when the other rungs leave the references not
// equivalent.
func TestCompareProtocol(t *testing.T) {
	var calls []string
	nz := NormalizeOptions{Flags: SchemeBased, Protocol: func(a, b IRI) bool {
		calls = append(calls, a.String()+" "+b.String())
		return a.String() == "http://x/data" && b.String() == "http://x/data/"
	}}
	cases := []struct {
		a, b  string
		want  Comparison
		calls int
	}{
		{"HTTP://x:80/data/#f", "http://x/data#f", CompareEquivalent, 2},
		{"http://x/data#f", "http://x/data/#g", CompareSameResource, 1},
		{"http://x/data", "http://x/other", CompareDifferent, 2},
		{"http://x/data", "http://X/data", CompareEquivalent, 0},
	}
	for _, tc := range cases {
		calls = calls[:0]
		got, err := nz.Compare(MustParse(tc.a), MustParse(tc.b))
		if got != tc.want || err != nil || len(calls) != tc.calls {
			t.Errorf("Compare(%q, %q) = %v, %v after calls %q; want %v after %d calls", tc.a, tc.b, got, err, calls, tc.want, tc.calls)
		}
		for _, c := range calls {
			if strings.Contains(c, "#") {
				t.Errorf("Protocol saw a fragment: %q", c)
			}
		}
	}
	// Equivalent takes the same rung.
	if !nz.Equivalent(MustParse("http://x/data/"), MustParse("http://x/data")) {
		t.Errorf("Equivalent does not apply Protocol")
	}
	// It can settle what the other rungs cannot determine.
	nz.Protocol = func(a, b IRI) bool { return true }
	if got, err := nz.Compare(MustParse("http://x/%E9"), MustParse("http://x/é")); got != CompareEquivalent || err != nil {
		t.Errorf("Protocol on an undetermined pair: %v, %v", got, err)
	}
	// But not a relative reference without a base.
	if got, _ := nz.Compare(MustParse("a"), MustParse("b")); got != CompareUndetermined {
		t.Errorf("Protocol on relative references without a base: %v", got)
	}
}

func TestComparisonString(t *testing.T) {
	for c, want := range map[Comparison]string{
		CompareUndetermined: "cannot be determined", CompareDifferent: "different",
		CompareSameResource: "same resource, different fragment", CompareEquivalent: "equivalent",
		Comparison(9): "Comparison(9)",
	} {
		if c.String() != want {
			t.Errorf("%d.String() = %q, want %q", c, c.String(), want)
		}
	}
}

func BenchmarkCompare(b *testing.B) {
	nz := NormalizeOptions{Flags: SchemeBased}
	for _, bc := range []struct{ name, a, b string }{
		{"Equal", "http://example.com/a/b?c=d", "http://example.com/a/b?c=d"},
		{"Equivalent", "HTTP://Example.COM:80/a/./b?c=d", "http://example.com/a/b?c=d"},
		{"Different", "http://example.com/a/b?c=d", "http://example.com/a/c?c=d"},
		{"Fragment", "http://example.com/a#x", "http://example.com/a#y"},
	} {
		x, y := MustParse(bc.a), MustParse(bc.b)
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				_, _ = nz.Compare(x, y)
			}
		})
	}
}
