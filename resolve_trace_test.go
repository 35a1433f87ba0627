package iri_test

import (
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/resolvetrace"
)

// refDotTrace is the loop of RFC 3986 §5.2.4, as refRemoveDotSegments
// transcribes it, recording each pass: the rule, the input buffer before
// it and the output buffer after it.
func refDotTrace(in string) []resolvetrace.DotStep {
	var steps []resolvetrace.DotStep
	out := ""
	for in != "" {
		before := in
		var rule string
		switch {
		case strings.HasPrefix(in, "../"):
			rule, in = "2A", in[3:]
		case strings.HasPrefix(in, "./"):
			rule, in = "2A", in[2:]
		case strings.HasPrefix(in, "/./"):
			rule, in = "2B", "/"+in[3:]
		case in == "/.":
			rule, in = "2B", "/"
		case strings.HasPrefix(in, "/../"), in == "/..":
			rule, in = "2C", "/"+in[min(4, len(in)):]
			if i := strings.LastIndexByte(out, '/'); i >= 0 {
				out = out[:i]
			} else {
				out = ""
			}
		case in == "." || in == "..":
			rule, in = "2D", ""
		default:
			i := strings.IndexByte(in[1:], '/') + 1
			if i == 0 {
				i = len(in)
			}
			rule, out, in = "2E", out+in[:i], in[i:]
		}
		steps = append(steps, resolvetrace.DotStep{Rule: rule, Input: before, Output: out})
	}
	return steps
}

// checkTrace checks package resolvetrace's trace of rv.Resolve(base, ref)
// against rv.Resolve and, when
// base is absolute, against the transcription of RFC 3986 §5.2: the
// components of T, where they came from, the input of remove_dot_segments
// and every one of its steps. It is the body of FuzzResolveTrace.
func checkTrace(t *testing.T, rv iri.ResolveOptions, base, ref string) {
	t.Helper()
	b, err1 := iri.Parse(base)
	r, err2 := iri.Parse(ref)
	if err1 != nil || err2 != nil {
		return
	}
	want, werr := rv.Resolve(b, r)
	st, err := resolvetrace.Options{NonStrict: rv.NonStrict}.Trace(b, r)
	if st.Target != want || (err == nil) != (werr == nil) {
		t.Fatalf("%+v.ResolveTrace(%q, %q) = %#v, %v; Resolve gives %#v, %v", rv, base, ref, st.Target, err, want, werr)
	}
	if err != nil {
		if err.Error() != werr.Error() || !errors.Is(err, iri.ErrNotAbsolute) && !errors.Is(err, iri.ErrTooLong) ||
			!reflect.DeepEqual(st, resolvetrace.Steps{}) {
			t.Fatalf("ResolveTrace(%q, %q): %+v, %v; Resolve's error is %v", base, ref, st, err, werr)
		}
		return
	}
	if st.SchemeDropped {
		ref = ref[strings.IndexByte(ref, ':')+1:]
		if p, err := iri.Parse(ref); err != nil || p.IsAbs() {
			// "b:c" without the scheme "s:" reads as a scheme again:
			// a reference that only the IRI value can hold.
			return
		}
	}
	R := iri.SplitRef(ref)
	T := iri.RefResolveComponents(base, ref)
	for _, c := range []struct {
		name string
		got  resolvetrace.Part
		want iri.RefComponent
	}{
		{"scheme", st.Scheme, T.Scheme},
		{"authority", st.Authority, T.Authority},
		{"path", st.Path, T.Path},
		{"query", st.Query, T.Query},
		{"fragment", st.Fragment, T.Fragment},
	} {
		if c.got.Defined != c.want.Defined || c.got.Value != c.want.V {
			t.Errorf("ResolveTrace(%q, %q): T.%s = %+v, want %+v", base, ref, c.name, c.got, c.want)
		}
		// The rule names the source: "T.query = Base.query".
		src := c.got.From.String()
		if c.got.From == resolvetrace.FromMerge {
			src = "merge(Base.path"
		}
		if !strings.HasPrefix(c.got.Rule, "T."+c.name+" = ") || !strings.Contains(c.got.Rule, src) {
			t.Errorf("ResolveTrace(%q, %q): T.%s from %v by %q", base, ref, c.name, c.got.From, c.got.Rule)
		}
	}
	// The source of each component is the branch of the pseudo-code.
	var dotIn string
	switch {
	case R.Scheme.Defined:
		dotIn = R.Path.V
		if st.Scheme.From != resolvetrace.FromRef || st.Authority.From != resolvetrace.FromRef || st.Path.From != resolvetrace.FromRef || st.Query.From != resolvetrace.FromRef {
			t.Errorf("ResolveTrace(%q, %q): %+v; want every component from R", base, ref, st)
		}
	case R.Authority.Defined:
		dotIn = R.Path.V
		if st.Scheme.From != resolvetrace.FromBase || st.Authority.From != resolvetrace.FromRef || st.Path.From != resolvetrace.FromRef || st.Query.From != resolvetrace.FromRef {
			t.Errorf("ResolveTrace(%q, %q): %+v; want the scheme from Base, the rest from R", base, ref, st)
		}
	case R.Path.V == "":
		wantQuery := resolvetrace.FromBase
		if R.Query.Defined {
			wantQuery = resolvetrace.FromRef
		}
		if st.Scheme.From != resolvetrace.FromBase || st.Authority.From != resolvetrace.FromBase || st.Path.From != resolvetrace.FromBase || st.Query.From != wantQuery {
			t.Errorf("ResolveTrace(%q, %q): %+v; want the path from Base, the query from %v", base, ref, st, wantQuery)
		}
	case R.Path.V[0] == '/':
		dotIn = R.Path.V
		if st.Scheme.From != resolvetrace.FromBase || st.Authority.From != resolvetrace.FromBase || st.Path.From != resolvetrace.FromRef || st.Query.From != resolvetrace.FromRef {
			t.Errorf("ResolveTrace(%q, %q): %+v; want the path and query from R", base, ref, st)
		}
	default:
		dotIn = iri.RefMerge(base, R.Path.V)
		if st.Scheme.From != resolvetrace.FromBase || st.Authority.From != resolvetrace.FromBase || st.Path.From != resolvetrace.FromMerge || st.Query.From != resolvetrace.FromRef {
			t.Errorf("ResolveTrace(%q, %q): %+v; want the path merged, the query from R", base, ref, st)
		}
	}
	if st.Fragment.From != resolvetrace.FromRef {
		t.Errorf("ResolveTrace(%q, %q): T.fragment from %v", base, ref, st.Fragment.From)
	}
	if st.DotInput != dotIn {
		t.Errorf("ResolveTrace(%q, %q): DotInput = %q, want %q", base, ref, st.DotInput, dotIn)
	}
	if wantSteps := refDotTrace(dotIn); !reflect.DeepEqual(st.DotSteps, wantSteps) {
		t.Errorf("ResolveTrace(%q, %q): remove_dot_segments(%q) steps\n got %q\nwant %q", base, ref, dotIn, st.DotSteps, wantSteps)
	}
	if n := len(st.DotSteps); n > 0 && st.DotSteps[n-1].Output != st.Path.Value {
		t.Errorf("ResolveTrace(%q, %q): last step %+v, T.path %q", base, ref, st.DotSteps[n-1], st.Path.Value)
	}
	if st.SlashDot != (!st.Authority.Defined && strings.HasPrefix(st.Path.Value, "//")) {
		t.Errorf("ResolveTrace(%q, %q): SlashDot %v with T.path %q", base, ref, st.SlashDot, st.Path.Value)
	}
}

// TestResolveTraceVectors: on every resolution vector in testdata (the
// suites of TestResolveVectors, TestResolveOxiri and TestResolveWPT), the
// RFC 3986 §5.4 examples and the fuzz seeds, ResolveTrace gives what
// Resolve gives and the steps of the RFC's pseudo-code.
func TestResolveTraceVectors(t *testing.T) {
	n := 0
	for _, ref := range iri.RFC3986ExampleRefs() {
		checkTrace(t, iri.ResolveOptions{}, iri.RFC3986Base, ref)
		n++
	}
	for _, s := range iri.FuzzResolveSeeds {
		checkTrace(t, iri.ResolveOptions{}, s[0], s[1])
		n++
	}
	for _, name := range []string{
		"rfc3986/sec5.4-examples.json",
		"w3c/rdf-tests-turtle-iri-resolution.json",
		"w3c/jsonld-toRdf-iri-resolution.json",
		"iri-string/resolution-cases.json",
		"oxiri/resolution-cases.json",
	} {
		for _, c := range iri.LoadResolutionPairs(t, name) {
			checkTrace(t, iri.ResolveOptions{}, c[0], c[1])
			checkTrace(t, iri.ResolveOptions{NonStrict: true}, c[0], c[1])
			n++
		}
	}
	data, err := os.ReadFile("testdata/wpt/urltestdata-rfc3986-compatible-subset.json")
	if err != nil {
		t.Fatal(err)
	}
	var wpt []struct {
		Input string
		Base  *string
	}
	if err := json.Unmarshal(data, &wpt); err != nil {
		t.Fatal(err)
	}
	for _, c := range wpt {
		if c.Base != nil {
			checkTrace(t, iri.ResolveOptions{}, *c.Base, c.Input)
			n++
		}
	}
	t.Logf("%d pairs traced", n)
}

// TestResolveTraceRFC3986Example: the worked example of RFC 3986 §5.2.4,
// "/a/b/c/./../../g", step by step as the RFC prints it.
func TestResolveTraceRFC3986Example(t *testing.T) {
	st, err := resolvetrace.Trace(iri.MustParse("http://h"), iri.MustParse("/a/b/c/./../../g"))
	if err != nil {
		t.Fatal(err)
	}
	want := []resolvetrace.DotStep{
		{Rule: "2E", Input: "/a/b/c/./../../g", Output: "/a"},
		{Rule: "2E", Input: "/b/c/./../../g", Output: "/a/b"},
		{Rule: "2E", Input: "/c/./../../g", Output: "/a/b/c"},
		{Rule: "2B", Input: "/./../../g", Output: "/a/b/c"},
		{Rule: "2C", Input: "/../../g", Output: "/a/b"},
		{Rule: "2C", Input: "/../g", Output: "/a"},
		{Rule: "2E", Input: "/g", Output: "/a/g"},
	}
	if !reflect.DeepEqual(st.DotSteps, want) {
		t.Errorf("steps\n got %q\nwant %q", st.DotSteps, want)
	}
	// The second example of §5.2.4: "mid/content=5/../6".
	st, _ = resolvetrace.Trace(iri.MustParse("s:mid/x"), iri.MustParse("content=5/../6"))
	want = []resolvetrace.DotStep{
		{Rule: "2E", Input: "mid/content=5/../6", Output: "mid"},
		{Rule: "2E", Input: "/content=5/../6", Output: "mid/content=5"},
		{Rule: "2C", Input: "/../6", Output: "mid"},
		{Rule: "2E", Input: "/6", Output: "mid/6"},
	}
	if !reflect.DeepEqual(st.DotSteps, want) || st.Target.String() != "s:mid/6" {
		t.Errorf("%v: steps\n got %q\nwant %q", st.Target, st.DotSteps, want)
	}
}

// TestResolveTraceGrid runs checkTrace on the pairs of TestResolveSegmentGrid's
// shape: every short path of interesting segments against bases of every shape.
func TestResolveTraceGrid(t *testing.T) {
	segs := []string{"", ".", "..", "a", "b:c"}
	paths := []string{""}
	for _, p := range []string{"", "/"} {
		for _, a := range segs {
			for _, b := range segs {
				paths = append(paths, p+a, p+a+"/"+b, p+a+"/"+b+"/.")
			}
		}
	}
	bases := []string{"s:", "s:/", "s:x", "s://h", "s://h/x/y", "s:x/./../y", "s:/.//x", "s://h/a/./b/../c?q#f"}
	for _, base := range bases {
		for _, p := range paths {
			for _, ref := range []string{p, p + "?q#f", "s:" + p, "t:" + p, "//g" + p} {
				checkTrace(t, iri.ResolveOptions{}, base, ref)
				checkTrace(t, iri.ResolveOptions{NonStrict: true}, base, ref)
			}
		}
	}
}

// TestResolveTraceErrors: the errors of Resolve, and no partial trace.
func TestResolveTraceErrors(t *testing.T) {
	checkTrace(t, iri.ResolveOptions{}, "/relative", "g")
	checkTrace(t, iri.ResolveOptions{}, "a", "http://x")
	if _, err := resolvetrace.Trace(iri.MustParse("b/c"), iri.MustParse("g")); !errors.Is(err, iri.ErrNotAbsolute) {
		t.Errorf("relative base: %v, want ErrNotAbsolute", err)
	}
}

// TestResolveSourceString: the names of RFC 3986 §5.2.2.
func TestResolveSourceString(t *testing.T) {
	for s, want := range map[resolvetrace.Source]string{resolvetrace.FromRef: "R", resolvetrace.FromBase: "Base", resolvetrace.FromMerge: "merge", 0: "resolvetrace.Source(0)", 9: "resolvetrace.Source(9)"} {
		if got := s.String(); got != want {
			t.Errorf("%d.String() = %q, want %q", s, got, want)
		}
	}
}

// FuzzResolveTrace: for any pair, ResolveTrace agrees with Resolve, and its
// record with the RFC 3986 §5.2 transcription (checkTrace).
func FuzzResolveTrace(f *testing.F) {
	for _, s := range iri.FuzzResolveSeeds {
		f.Add(s[0], s[1], false)
	}
	for _, ref := range iri.RFC3986ExampleRefs() {
		f.Add(iri.RFC3986Base, ref, false)
	}
	f.Add(iri.RFC3986Base, "http:g/../h", true)
	f.Fuzz(func(t *testing.T, base, ref string, nonStrict bool) {
		checkTrace(t, iri.ResolveOptions{NonStrict: nonStrict}, base, ref)
	})
}
