package template

import (
	"testing"

	"github.com/go-iri/iri"
)

// checkShape expands tm with vars following its shape, and checks that
// the shape agrees with iri.ParseURI on the expansion: once it has settled
// scheme and authority, it accepts exactly what ParseURI accepts, and
// builds the same IRI, component for component. It reports whether the
// shape decided (rather than leaving the expansion to ParseURI).
func checkShape(t *testing.T, tm Template, vars Variables) bool {
	t.Helper()
	var sh shape
	b, _, err := tm.appendURIDecodable([]byte("pre"), vars, nil, &sh)
	if err != nil {
		return false
	}
	s := string(b[3:])
	want, perr := iri.ParseURI(s)
	valid := sh.valid(s)
	ok := sh.ready(s)
	if ok != valid {
		t.Fatalf("%q → %q: ready says %v, valid says %v", tm, s, ok, valid)
	}
	var x iri.IRI
	if ok {
		x = sh.build(s)
	}
	if ok && (perr != nil || x != want) {
		t.Fatalf("%q → %q: shape builds %#v, ParseURI gives %#v, %v", tm, s, x, want, perr)
	}
	if sh.state != shUnknown && ok != (perr == nil) {
		t.Fatalf("%q → %q: shape state %d says valid %v, ParseURI %v", tm, s, sh.state, ok, perr)
	}
	return ok
}

// TestShape: the shape of an expansion agrees with iri.ParseURI on the
// structure the parts give it, valid or not; decided says whether the
// shape settles it without ParseURI.
func TestShape(t *testing.T) {
	for _, r := range []struct {
		clause  string
		tmpl    string
		vars    Vars
		decided bool
	}{
		{"RFC 3986 §3.2: the literal settles the authority", "http://example.com/~{u}/", Vars{{"u", StringValue("fred")}}, true},
		{"RFC 3986 §3.2.2: IPv4 host from the literal", "http://192.0.2.1:80/{u}", Vars{{"u", StringValue("x")}}, true},
		{"RFC 3986 §3.2.2: IP-literal host from the literal", "http://[::1]/{u}", Vars{{"u", StringValue("x")}}, true},
		{"RFC 3986 §3.2.2: IP-literal host from a value", "{+h}/x", Vars{{"h", StringValue("http://[::1]:8")}}, true},
		{"RFC 3986 §3.2.2: a bad IP-literal from a value", "{+h}/x", Vars{{"h", StringValue("http://[::1/")}}, false},
		{"RFC 3986 §3.2.1: userinfo from a value", "{+h}/x", Vars{{"h", StringValue("http://u:p@h.example")}}, true},
		{"RFC 3986 §3.2.2: an IPv4 host from a value", "{+h}/x", Vars{{"h", StringValue("http://192.0.2.1")}}, true},
		{"RFC 3986 §3.2.2: a reg-name of digits from a value", "{+h}/x", Vars{{"h", StringValue("http://1.2.3.256")}}, true},
		{"RFC 3986 §3.2.2: a reg-name with a triplet from a value", "{+h}/x", Vars{{"h", StringValue("http://h%41st")}}, true},
		{"RFC 3986 §3.2.2: an empty host from a value", "{+h}/x", Vars{{"h", StringValue("file://")}}, true},
		{"RFC 3986 §3.2: an authority after no scheme", "{+h}/x", Vars{{"h", StringValue("//h.example")}}, true},
		{"RFC 3986 §3.1: a scheme from a value, then a path", "{+h}/x", Vars{{"h", StringValue("urn:a")}}, true},
		{"RFC 3986 §3.2: the authority from a value", "{+base}index{#hello}", Vars{{"base", StringValue("http://example.com/home/")}, {"hello", StringValue("Hello World!")}}, true},
		{"RFC 3986 §3.2: the authority grows over parts", "http://{host}{/p}", Vars{{"host", StringValue("example.com")}, {"p", StringValue("a")}}, true},
		{"RFC 3986 §3.2.3: a port from a value", "http://h:{port}/", Vars{{"port", StringValue("80")}}, true},
		{"RFC 3986 §3.2.3: a port that is not digits", "http://h:{port}/", Vars{{"port", StringValue("eighty")}}, false},
		{"RFC 3986 §3.3: path-absolute from the literal", "/users/{id}", Vars{{"id", StringValue("42")}}, true},
		{"RFC 3986 §3.3: path-absolute from an expression", "{/list*}{?q}", Vars{{"list", ListValue("a", "b")}, {"q", StringValue("x")}}, true},
		{"RFC 3986 §3.3: an empty first segment makes an authority", "{/a}{/b}{/c}", Vars{{"a", StringValue("")}, {"b", StringValue("x")}, {"c", StringValue("y")}}, true},
		{"RFC 3986 §3.2: an authority that runs to the end", "{/a}{/b}", Vars{{"a", StringValue("")}, {"b", StringValue("x")}}, false},
		{"RFC 3986 §3.3: \"/\" alone may become \"//\"", "/{+a}", Vars{{"a", StringValue("/h/p")}}, true},
		{"RFC 3986 §3.3: path-rootless after a scheme", "mailto:{addr}", Vars{{"addr", StringValue("a@b")}}, true},
		{"RFC 3986 §3.3: path-noscheme, first segment ended", "a/{b}:{c}", Vars{{"b", StringValue("x")}, {"c", StringValue("y")}}, true},
		{"RFC 3986 §3.3: a colon in the first segment", "{a}:{b}", Vars{{"a", StringValue("1")}, {"b", StringValue("x")}}, false},
		{"RFC 3986 §3.1: a scheme from a value", "{a}:{b}", Vars{{"a", StringValue("x")}, {"b", StringValue("y")}}, true},
		{"RFC 3986 §3.3: \"[\" in a path", "http://x/{+a}", Vars{{"a", StringValue("[")}}, false},
		{"RFC 3986 §3.3: \"]\" in a literal path", "http://x/]{a}", Vars{{"a", StringValue("v")}}, false},
		{"RFC 3986 §3.4: \"?\" from the operator", "http://x/{a}{?q,r}", Vars{{"a", StringValue("p")}, {"r", StringValue("1")}}, true},
		{"RFC 3986 §3.4: \"?\" from a value", "http://x/{+a}", Vars{{"a", StringValue("p?q=1#f")}}, true},
		{"RFC 3986 §3.4: \"?\" in the query", "http://x/?a={+a}", Vars{{"a", StringValue("?/?")}}, true},
		{"RFC 3986 §3.4: undefined, no query", "http://x/{?q}", nil, true},
		{"RFC 3986 §3.5: a second \"#\"", "http://x/{#a}{#b}", Vars{{"a", StringValue("1")}, {"b", StringValue("2")}}, false},
		{"RFC 3986 §3.5: \"?\" in the fragment", "http://x/#{+a}", Vars{{"a", StringValue("?x")}}, true},
		{"RFC 3986 §4.1: the empty reference", "{a}", nil, false},
		{"RFC 3986 §4.2: a relative segment alone", "{a}", Vars{{"a", StringValue("x")}}, false},
		{"RFC 3986 §4.2: a query alone", "{?a}", Vars{{"a", StringValue("x")}}, true},
		{"RFC 3986 §3.1: a scheme with nothing after it", "x:", nil, false},
		{"RFC 3986 §3.1: an invalid scheme in the literal", "1x:/{a}", Vars{{"a", StringValue("y")}}, false},
	} {
		tm := MustParse(r.tmpl)
		if got := checkShape(t, tm, r.vars); got != r.decided {
			t.Errorf("%s: %q: decided %v, want %v", r.clause, r.tmpl, got, r.decided)
		}
	}
	for _, r := range rfcRows {
		checkShape(t, MustParse(r.tmpl), rfcVars)
	}
	for _, r := range iriRows {
		checkShape(t, MustParse(r.tmpl), r.vars)
	}
}
