package template

import (
	"errors"
	"github.com/go-iri/iri"
	"strings"
	"testing"
)

// TestMatchRoundTripRFC matches every RFC 6570 example's expansion, in
// both forms, and expands the result back: the same IRI and URI.
func TestMatchRoundTripRFC(t *testing.T) {
	check := func(name, tmpl string, vars Vars) {
		tm := MustParse(tmpl)
		x, err := tm.Expand(vars)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		u, _ := tm.ExpandURI(vars)
		for _, in := range []iri.IRI{x, u} {
			got, err := tm.Match(in)
			if err != nil {
				t.Errorf("%s: %q.Match(%q): %v", name, tmpl, in, err)
				continue
			}
			y, err := tm.Expand(got)
			if err != nil || y != x {
				t.Errorf("%s: %q.Match(%q) = %v, which expands to %q, %v", name, tmpl, in, got, y, err)
			}
		}
	}
	for _, r := range rfcRows {
		check(r.sec, r.tmpl, rfcVars)
	}
	for _, r := range iriRows {
		check(r.name, r.tmpl, r.vars)
	}
}

// matchRows give the values Match chooses, ambiguous cases included (the
// rule is in Template.Match's doc).
var matchRows = []struct {
	name, tmpl, ref string
	want            string // the result's variables as name=Value.Notation(), space-separated
}{
	{"RFC 6570 §1.1 dictionary", "http://example.com/dictionary/{term:1}/{term}", "http://example.com/dictionary/c/cat", `term="cat"`},
	{"RFC 6570 §1.1 search", "http://example.com/search{?q,lang}", "http://example.com/search?q=chien&lang=fr", `q="chien" lang="fr"`},
	{"RFC 6570 §1.1 user", "http://example.com/~{username}/", "http://example.com/~fred/", `username="fred"`},
	{"§1.4 delimited by reserved characters", "/{a}/{b}", "/x/y", `a="x" b="y"`},
	{"ambiguous: adjacent expressions, the first takes the shortest", "{x}{y}", "ab", `x="a" y="b"`},
	{"ambiguous: one expression, left variable first", "{x,y}", "768", `x="768"`},
	{"ambiguous: comma is a separator before a list member", "{x,y}", "1024,768", `x="1024" y="768"`},
	{"list when the comma cannot be a separator", "{x}", "a,b", `x=("a", "b")`},
	{"reserved: a string holds a comma", "{+x}", "a,b", `x="a,b"`},
	{"ambiguous: {+x}{+y}, shortest first", "{+x}{+y}/z", "/a/b/z", `x="/"` + ` y="a/b"`},
	{"empty expression: undefined, not empty", "a{x}b", "ab", ``},
	{"empty form value is defined", "a{?x}", "a?x=", `x=""`},
	{"path-style empty value", "{;x,y}", ";x;y=1", `x="" y="1"`},
	{"named: a later variable by its name", "{?a,b}", "?b=2", `b="2"`},
	{"named list", "{?list}", "?list=red,green,blue", `list=("red", "green", "blue")`},
	{"exploded list in a query", "find{?year*}", "find?year=1965&year=2000&year=2012", `year=("1965", "2000", "2012")`},
	{"exploded associative array in a query", "{?keys*}", "?semi=%3B&dot=.&comma=%2C", `keys=[("semi", ";"), ("dot", "."), ("comma", ",")]`},
	{"exploded associative array in a path", "{/keys*}", "/semi=%3B/dot=./comma=%2C", `keys=[("semi", ";"), ("dot", "."), ("comma", ",")]`},
	{"exploded list in a path", "{/list*}", "/red/green/blue", `list=("red", "green", "blue")`},
	{"exploded list then a prefix", "{/list*,path:4}", "/red/green/blue/%2Ffoo", `list=("red", "green", "blue") path="/foo"`},
	{"prefix and whole value agree", "{/var:1,var}", "/v/value", `var="value"`},
	{"prefix shorter than its limit is the whole value", "{var:3}", "va", `var="va"`},
	{"a prefix alone binds what it saw", "{var:3}", "val", `var="val"`},
	{"a variable used twice must agree", "{x}/{x}", "a/a", `x="a"`},
	{"percent-decoded", "/{name}", "/dr%C3%BCcken", `name="drücken"`},
	{"iri.IRI input", "/{name}", "/drücken", `name="drücken"`},
	{"ToIRI's decoding of unreserved triplets", "/{name}", "/%7Euser", `name="~user"`},
	{"lowercase hex", "/{name}", "/a%2fb", `name="a/b"`},
	{"reserved triplet stays encoded in {+}", "{+path}", "/a%2Fb/c", `path="/a%2Fb/c"`},
	{"percent triplet in {+}", "{+half}", "50%25", `half="50%"`},
	{"%25 before hex digits stays in {+}", "{+v}", "%2541", `v="%2541"`},
	{"template literal with Unicode", "/café/{x}", "/caf%C3%A9/1", `x="1"`},
	{"template literal triplet", "/caf%C3%A9/{x}", "/café/1", `x="1"`},
	{"fragment", "/doc{#frag}", "/doc#sec-1", `frag="sec-1"`},
	{"fragment empty", "/doc{#frag}", "/doc#", `frag=""`},
	{"label", "www{.dom*}", "www.example.com", `dom=("example", "com")`},
	{"right-to-left", "https://ar.example/wiki/{title}", "https://ar.example/wiki/مصر", `title="مصر"`},
}

func TestMatch(t *testing.T) {
	for _, r := range matchRows {
		tm := MustParse(r.tmpl)
		got, err := tm.Match(iri.MustParse(r.ref))
		if err != nil {
			t.Errorf("%s: %q.Match(%q): %v", r.name, r.tmpl, r.ref, err)
			continue
		}
		var parts []string
		for _, v := range got {
			parts = append(parts, v.Name+"="+v.Value.Notation())
		}
		if s := strings.Join(parts, " "); s != r.want {
			t.Errorf("%s: %q.Match(%q) = %s, want %s", r.name, r.tmpl, r.ref, s, r.want)
		}
		x, err := tm.Expand(got)
		if err != nil || x.String() != iri.MustParse(r.ref).ToIRI().String() {
			t.Errorf("%s: expands back to %q, %v", r.name, x, err)
		}
	}
}

var noMatchRows = []struct {
	name, tmpl, ref string
	off             int
}{
	{"literal differs", "/a/{x}", "/b/1", 1},
	{"reserved character in a simple expression", "/{x}", "/a/b", 2},
	{"missing literal", "/{x}/end", "/abc", 4},
	{"prefix longer than its limit", "{x:2}", "abc", 2},
	{"variable used twice disagrees", "{x}/{x}", "a/b", 2},
	{"form style needs =", "{?x}", "?x", 2},
	{"path style never writes an empty =", "{;x}", ";x=", 3},
	{"fragment where there is none", "/a{#f}", "/a?f", 2},
	{"operator missing", "{/x}", "x", 0},
	{"trailing text", "/{x}", "/a?", 2},
}

func TestMatchNoMatch(t *testing.T) {
	for _, r := range noMatchRows {
		got, err := MustParse(r.tmpl).Match(iri.MustParse(r.ref))
		var te *Error
		if !errors.As(err, &te) || !errors.Is(err, ErrNoMatch) || got != nil {
			t.Errorf("%s: %q.Match(%q) = %v, %v; want ErrNoMatch", r.name, r.tmpl, r.ref, got, err)
			continue
		}
		if te.Input != r.ref || te.Template != r.tmpl || te.Offset != r.off {
			t.Errorf("%s: error %+v, want offset %d", r.name, te, r.off)
		}
		if !strings.HasPrefix(te.Error(), "template: reference ") {
			t.Errorf("%s: message %q", r.name, te.Error())
		}
	}
}

func TestMatchAnyQueryOrder(t *testing.T) {
	o := MatchOptions{AnyQueryOrder: true}
	for _, r := range []struct {
		name, tmpl, ref, want string
	}{
		{"order of the request", "/search{?q,lang}", "/search?lang=en&q=cat", `q="cat" lang="en"`},
		{"unnamed parameters ignored", "/search{?q,lang}", "/search?page=2&q=cat&utm=x", `q="cat"`},
		{"no query at all", "/search{?q,lang}", "/search", ``},
		{"continuation after a literal query", "/s?fixed=yes{&x}", "/s?x=1&fixed=yes", `x="1"`},
		{"path variables in order, query in any order", "/users/{id}{?fields,expand}", "/users/42?expand=team&fields=name,email",
			`id="42" fields=("name", "email") expand="team"`},
		{"exploded list collects its name", "{?year*}", "?year=2000&x=1&year=2012", `year=("2000", "2012")`},
		{"exploded array collects the unnamed", "/mapper{?address*}", "/mapper?city=Newport%20Beach&state=CA", `address=[("city", "Newport Beach"), ("state", "CA")]`},
		{"percent-decoded values", "{?q}", "?q=caf%C3%A9", `q="café"`},
		{"prefix", "{?q:3}", "?q=abc", `q="abc"`},
	} {
		got, err := o.Match(MustParse(r.tmpl), iri.MustParse(r.ref))
		if err != nil {
			t.Errorf("%s: %v", r.name, err)
			continue
		}
		var parts []string
		for _, v := range got {
			parts = append(parts, v.Name+"="+v.Value.Notation())
		}
		if s := strings.Join(parts, " "); s != r.want {
			t.Errorf("%s: %q ~ %q = %s, want %s", r.name, r.tmpl, r.ref, s, r.want)
		}
	}
	for _, r := range []struct{ name, tmpl, ref string }{
		{"literal parameter missing", "/s?fixed=yes{&x}", "/s?x=1"},
		{"path differs", "/search{?q}", "/find?q=1"},
		{"fragment", "/search{?q}", "/search?q=1#f"},
		{"prefix too long", "{?q:2}", "?q=abc"},
		{"form style needs =", "{?q}", "?q"},
	} {
		if got, err := o.Match(MustParse(r.tmpl), iri.MustParse(r.ref)); !errors.Is(err, ErrNoMatch) {
			t.Errorf("%s: %v, %v; want ErrNoMatch", r.name, got, err)
		}
	}
	// Templates of another shape are matched in order.
	got, err := o.Match(MustParse("{?a}{#f}"), iri.MustParse("?a=1#x"))
	if err != nil || got.Get("f").String() != "x" {
		t.Errorf("fallback: %v, %v", got, err)
	}
}

func TestPartialExpand(t *testing.T) {
	for _, r := range []struct {
		tmpl string
		vars Vars
		want string
	}{
		{"http://example.com/{user}/{repo}{?page}", Vars{{"user", StringValue("octo")}}, "http://example.com/octo/{repo}{?page}"},
		{"{/a,b,c}", Vars{{"b", StringValue("x")}}, "{/a}/x{/c}"},
		{"{?a,b,c}", Vars{{"a", StringValue("1")}, {"c", StringValue("3")}}, "?a=1{&b}&c=3"},
		{"{&a,b}", Vars{{"b", StringValue("2")}}, "{&a}&b=2"},
		{"{;a,b}", Vars{{"a", StringValue("")}}, ";a{;b}"},
		{"{.a*,b:2}", Vars{{"a", ListValue("x", "y")}}, ".x.y{.b:2}"},
		{"{x,y}", Vars{{"x", StringValue("1")}, {"y", StringValue("2")}}, "1,2"},
		{"{x}{+y}", Vars{}, "{x}{+y}"},
		{"é{x}", Vars{{"x", StringValue("ü")}}, "é%C3%BC"},
	} {
		tm := MustParse(r.tmpl)
		p, err := tm.PartialExpand(r.vars)
		if err != nil || p.String() != r.want {
			t.Errorf("%q.PartialExpand(%v) = %q, %v; want %q", r.tmpl, r.vars, p, err, r.want)
		}
	}
	for _, r := range []struct {
		tmpl string
		vars Vars
	}{
		{"{x,y}", Vars{{"x", StringValue("1")}}},
		{"{+x,y}", Vars{{"y", StringValue("1")}}},
		{"{#x,y}", Vars{{"x", StringValue("1")}}},
		{"{?a,b}", Vars{{"b", StringValue("2")}}},
		{"{+x}", Vars{{"x", StringValue("it's")}}},
	} {
		_, err := MustParse(r.tmpl).PartialExpand(r.vars)
		if !errors.Is(err, ErrPartialExpansion) {
			t.Errorf("%q.PartialExpand(%v): %v, want ErrPartialExpansion", r.tmpl, r.vars, err)
		}
	}
}

// TestPartialExpandProperty checks, on the RFC examples, that expanding a
// partial expansion with the other variables equals expanding the
// template with all of them, for each split of the variables.
func TestPartialExpandProperty(t *testing.T) {
	for _, r := range rfcRows {
		tm := MustParse(r.tmpl)
		names := tm.Names()
		if len(names) > 6 {
			continue
		}
		want, _ := tm.Expand(rfcVars)
		for mask := 0; mask < 1<<len(names); mask++ {
			var a, b Vars
			for i, n := range names {
				if mask>>i&1 != 0 {
					a = append(a, Var{n, rfcVars.Get(n)})
				} else {
					b = append(b, Var{n, rfcVars.Get(n)})
				}
			}
			p, err := tm.PartialExpand(a)
			if errors.Is(err, ErrPartialExpansion) {
				continue
			}
			if err != nil {
				t.Errorf("%q.PartialExpand(%v): %v", r.tmpl, a, err)
				continue
			}
			got, err := p.Expand(b)
			if err != nil || got != want {
				t.Errorf("%q.PartialExpand(%v) = %q, which expands to %q, %v; want %q", r.tmpl, a, p, got, err, want)
			}
		}
	}
}
