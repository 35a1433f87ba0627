package view

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/go-iri/iri"
)

func join(ps []Piece) string {
	var b strings.Builder
	for _, p := range ps {
		b.WriteString(p.Text)
	}
	return b.String()
}

// checkResponse checks the invariants of every response: no internal
// error, pieces that join to the string they cut, spans that hold the
// values they claim.
func checkResponse(t *testing.T, r Request, resp Response) {
	t.Helper()
	if resp.Internal != "" {
		t.Fatalf("%+v: internal error %s", r, resp.Internal)
	}
	p := resp.Parse
	if p == nil {
		t.Fatalf("%+v: no parse", r)
	}
	if !p.OK {
		if p.Error == nil {
			t.Fatalf("%+v: neither valid nor an error", r)
		}
		if p.Error.Pieces != nil && join(p.Error.Pieces) != r.Input {
			t.Errorf("%+v: error pieces join to %q", r, join(p.Error.Pieces))
		}
		return
	}
	if join(p.Pieces) != p.IRI {
		t.Errorf("%q: pieces join to %q", p.IRI, join(p.Pieces))
	}
	for _, c := range p.Components {
		if p.IRI[c.Start:c.End] != c.Value || !c.Present && c.Value != "" {
			t.Errorf("%q: %+v", p.IRI, c)
		}
	}
	if m := resp.Map; m != nil {
		if join(m.URIPieces) != m.URI || m.IDNAErr == nil && join(m.URIIDNAPcs) != m.URIIDNA {
			t.Errorf("%q: map pieces %+v", p.IRI, m)
		}
		if _, err := iri.ParseURI(m.URI); err != nil {
			t.Errorf("%q: ToURI gave %q: %v", p.IRI, m.URI, err)
		}
	}
	if n := resp.Normalize; n != nil {
		if len(n.Rungs) != len(ladder) {
			t.Errorf("%q: %d rungs", p.IRI, len(n.Rungs))
		}
		for _, g := range n.Rungs {
			if join(g.Pieces) != g.Result {
				t.Errorf("%q: rung %s pieces join to %q, result %q", p.IRI, g.Name, join(g.Pieces), g.Result)
			}
		}
	}
	if d := resp.Display; d != nil {
		if join(d.Pieces) != p.IRI {
			t.Errorf("%q: display pieces join to %q", p.IRI, join(d.Pieces))
		}
	}
	if tv := resp.Templates; tv != nil {
		checkTemplates(t, r, tv)
	}
	if rs := resp.Resolve; rs != nil && rs.Target != "" {
		if join(rs.TargetPieces) != rs.Target || len(rs.Parts) != 5 {
			t.Errorf("%q: resolve %+v", p.IRI, rs)
		}
	}
}

func TestCompute(t *testing.T) {
	tests := []struct {
		req   Request
		check func(t *testing.T, resp Response)
	}{
		{Request{View: "parse", Input: "http://[::1]:80/?"}, func(t *testing.T, resp Response) {
			p := resp.Parse
			if p.HostKind != "IP-literal (IPv6address)" || p.Addr != "::1" {
				t.Errorf("host %q %q", p.HostKind, p.Addr)
			}
			// RFC 3986 §3.4: "?" with nothing after it is an empty query.
			if q := p.Components[5]; q.Name != "query" || !q.Present || q.Value != "" || q.Start != 17 {
				t.Errorf("query %+v", q)
			}
			if f := p.Components[6]; f.Present {
				t.Errorf("fragment %+v", f)
			}
		}},
		{Request{View: "parse", Input: "http://h/a b"}, func(t *testing.T, resp Response) {
			e := resp.Parse.Error
			if e.Offset != 10 || e.Component != "path" || e.Rule != "ipchar" || e.Char != "U+0020" ||
				len(e.Pieces) != 3 || e.Pieces[1].Class != "err" || e.Pieces[1].Text != " " {
				t.Errorf("error %+v", e)
			}
		}},
		{Request{View: "parse", Input: "http://h/", Entry: "uri"}, nil},
		{Request{View: "parse", Input: "http://h/é", Entry: "uri"}, func(t *testing.T, resp Response) {
			if resp.Parse.OK || resp.Parse.Error.Offset != 9 {
				t.Errorf("ParseURI accepted or misplaced: %+v", resp.Parse.Error)
			}
		}},
		{Request{View: "parse", Input: "  http:\\\\h\\a b ", Entry: "user", Backslash: "slash", Spaces: "encode"}, func(t *testing.T, resp Response) {
			if resp.Parse.IRI != "http://h/a%20b" || !resp.Parse.Changed {
				t.Errorf("user input: %+v", resp.Parse)
			}
		}},
		{Request{View: "parse", Input: "http://h/?\U000E0041", Grammar: "3987bis"}, func(t *testing.T, resp Response) {
			if !resp.Parse.OK {
				t.Errorf("3987bis tag character in query: %+v", resp.Parse.Error)
			}
		}},
		{Request{View: "map", Input: "http://-x.example/"}, nil},
		{Request{View: "map", Input: "http://xn--a.example/"}, func(t *testing.T, resp Response) {
			if resp.Map.IDNAErr == nil || resp.Map.IDNAErr.Offset < 7 {
				t.Errorf("IDNA error %+v", resp.Map.IDNAErr)
			}
		}},
		{Request{View: "normalize", Input: "a/b", Other: "a/b"}, func(t *testing.T, resp Response) {
			// comparison-02 §2: relative references without a base.
			if g := resp.Normalize.Rungs[1]; g.Comparison != "cannot be determined" || g.CmpErr == "" {
				t.Errorf("relative compare %+v", g)
			}
		}},
		{Request{View: "normalize", Input: "a/b", Other: "./a/b", CmpBase: "http://h/x"}, func(t *testing.T, resp Response) {
			if g := resp.Normalize.Rungs[0]; g.Comparison != "equivalent" {
				t.Errorf("with a base %+v", g)
			}
		}},
		{Request{View: "resolve", Input: "g", Base: "b/c"}, func(t *testing.T, resp Response) {
			if resp.Resolve.Err == nil || resp.Resolve.Target != "" {
				t.Errorf("relative base %+v", resp.Resolve)
			}
		}},
		{Request{View: "resolve", Input: "http:g", Base: "http://a/b/c/d;p?q", NonStrict: true}, func(t *testing.T, resp Response) {
			if r := resp.Resolve; r.Target != "http://a/b/c/g" || !r.SchemeDropped {
				t.Errorf("non-strict %+v", r)
			}
		}},
		{Request{View: "readings", Input: "http://0x7f.1/"}, func(t *testing.T, resp Response) {
			r := resp.Readings
			if r == nil || r.Agree || len(r.Differ) != 1 || r.Differ[0] != "host" || len(r.Rows) != 3 || r.Rows[1].Addr != "127.0.0.1" || r.Rows[1].Validation[0] != "IPv4-non-decimal-part" {
				t.Errorf("readings of http://0x7f.1/: %+v", r)
			}
		}},
		{Request{View: "readings", Input: "http://[::1"}, func(t *testing.T, resp Response) {
			if r := resp.Readings; r == nil || !r.Agree || r.Rows[0].Err == "" {
				t.Errorf("readings of an input every reader rejects: %+v", r)
			}
		}},
		{Request{View: "display", Input: "http://ab.cd.ef/גה1/2יא/כל.html", Wrap: "isolate"}, func(t *testing.T, resp Response) {
			d := resp.Display
			if !strings.HasPrefix(d.Display, "\u2066") || !strings.HasPrefix(d.Isolated, "\u2066") || strings.HasPrefix(d.Plain, "\u2066") {
				t.Errorf("wrapping %q %q %q", d.Display, d.Isolated, d.Plain)
			}
			n := 0
			for _, v := range d.Violations {
				if v.Code == "BIDI_START_END" && v.Clause == "RFC 3987 §4.2 rule 2" {
					n++
				}
			}
			if n != 2 {
				t.Errorf("violations %+v", d.Violations)
			}
		}},
	}
	for _, tt := range tests {
		resp := Compute(tt.req)
		checkResponse(t, tt.req, resp)
		if tt.check != nil && !t.Failed() {
			tt.check(t, resp)
		}
	}
}

func TestRunJSON(t *testing.T) {
	out := Run(`{"view":"resolve","input":"../g","base":"http://a/b/c/d;p?q"}`)
	var resp Response
	if err := json.Unmarshal([]byte(out), &resp); err != nil {
		t.Fatal(err)
	}
	if resp.Resolve == nil || resp.Resolve.Target != "http://a/b/g" || len(resp.Resolve.DotSteps) != 4 {
		t.Errorf("%s", out)
	}
	if out := Run(`{`); !strings.Contains(out, `"internal"`) {
		t.Errorf("bad request: %s", out)
	}
}

func TestDiff(t *testing.T) {
	tests := []struct{ a, b, marked string }{
		{"abc", "abc", ""},
		{"HTTP://Example.COM/", "http://example.com/", "http,e,com"},
		{"http://h/é", "http://h/%C3%A9", "%C3%A9"},
		{"a/./b/../c", "a/c", ""},
		{"", "x", "x"},
	}
	for _, tt := range tests {
		ps := diff(tt.a, tt.b)
		var marked []string
		for _, p := range ps {
			if p.Class == "changed" {
				marked = append(marked, p.Text)
			}
		}
		if join(ps) != tt.b || strings.Join(marked, ",") != tt.marked {
			t.Errorf("diff(%q, %q) = %+v", tt.a, tt.b, ps)
		}
	}
}

// FuzzCompute: for any input in every view, Compute answers without an
// internal error, and its pieces join to the strings they cut.
func FuzzCompute(f *testing.F) {
	for _, s := range []string{"http://例え.jp/パス?q#f", "http://x/a b", "../g", "HTTP://Example.COM:80/a/./b/../c",
		"http://ab.אבגדהו.ij/kl", "foo:?", "//h", ""} {
		f.Add(s, "http://a/b/c/d;p?q", "leiri")
	}
	f.Add("http://h/a/b?x=1&y=2", "http://h{/p*}{?x,y}", `{"p": ["a", "b"], "x": 1}`)
	f.Add("/s?b=2&a=1&c=3", "/s{?a,b,rest*}", `{"a": "é", "rest": {"k": "v", "u": null}}`)
	f.Add("x", "{+h}{#f}", `{"h": "[::1", "f": "a b"}`)
	f.Fuzz(func(t *testing.T, input, other, entry string) {
		if !utf8.ValidString(input) || len(input) > 4096 {
			return
		}
		for _, v := range []string{"parse", "map", "normalize", "resolve", "display", "readings"} {
			r := Request{View: v, Input: input, Other: other, Base: other, Entry: entry}
			checkResponse(t, r, Compute(r))
		}
		// The templates view: other as the template, entry as the
		// variables, with and without AnyQueryOrder.
		for _, any := range []bool{false, true} {
			r := Request{View: "templates", Input: input, Template: other, Vars: entry, AnyQueryOrder: any}
			checkResponse(t, r, Compute(r))
			r = Request{View: "templates", Input: input, Template: other, Vars: `{"v": ` + jsonString(entry) + `, "l": [` + jsonString(input) + `, "x"]}`, AnyQueryOrder: any}
			checkResponse(t, r, Compute(r))
		}
	})
}

// TestDiffProperty: the unmarked text of diff(a, b) is a subsequence of a.
func TestDiffProperty(t *testing.T) {
	pairs := [][2]string{{"abcdef", "azcxef"}, {"ros%C3%A9", "rosé"}, {strings.Repeat("ab", 300), strings.Repeat("ba", 301)}}
	for _, p := range pairs {
		rest := p[0]
		for _, pc := range diff(p[0], p[1]) {
			if pc.Class != "" {
				continue
			}
			for _, r := range pc.Text {
				i := strings.IndexRune(rest, r)
				if i < 0 {
					t.Fatalf("diff(%q, %q): kept %q is not in a", p[0], p[1], pc.Text)
				}
				rest = rest[i+utf8.RuneLen(r):]
			}
		}
	}
}

// checkTemplates checks the invariants of the templates view: pieces that
// join to their strings, expansions that parse as what they claim to be,
// errors marked inside the text they cut, and matched values whose
// expansion is reported truthfully.
func checkTemplates(t *testing.T, r Request, tv *Templated) {
	t.Helper()
	if tv.TemplateErr != nil {
		if join(tv.TemplateErr.Pieces) != r.Template {
			t.Errorf("%+v: template error pieces join to %q", r, join(tv.TemplateErr.Pieces))
		}
		if tv.Expanded || tv.Matched || tv.Vars != nil {
			t.Errorf("%+v: results beside a template error", r)
		}
		return
	}
	if e := tv.VarsErr; e != nil {
		if join(e.Pieces) != r.Vars || e.Offset < 0 || e.Offset > len(r.Vars) {
			t.Errorf("%+v: variables error %+v", r, e)
		}
		if tv.Expanded || tv.ExpandErr != nil {
			t.Errorf("%+v: expanded without variables", r)
		}
	}
	if tv.Expanded {
		if tv.ExpandErr != nil {
			t.Errorf("%+v: expanded and an error", r)
		}
		if join(tv.IRIPieces) != tv.IRI || join(tv.URIPieces) != tv.URI || join(tv.Decoded) != tv.IRI {
			t.Errorf("%+v: expansion pieces", r)
		}
		if _, err := iri.ParseURI(tv.URI); err != nil {
			t.Errorf("%+v: URI expansion %q: %v", r, tv.URI, err)
		}
		if x, err := iri.Parse(tv.IRI); err != nil || x.ToURI().ToIRI().String() != tv.IRI {
			t.Errorf("%+v: IRI expansion %q: %v", r, tv.IRI, err)
		}
	} else if e := tv.ExpandErr; e != nil {
		if join(e.Pieces) != r.Template || e.Offset < 0 || e.Offset > len(r.Template) {
			t.Errorf("%+v: expansion error %+v", r, e)
		}
	}
	if tv.Matched {
		if tv.MatchErr != nil || tv.MatchVars == nil {
			t.Errorf("%+v: match %+v", r, tv)
		}
		if tv.BackErr == nil && join(tv.BackPieces) != tv.Back {
			t.Errorf("%+v: back pieces join to %q", r, join(tv.BackPieces))
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(tv.MatchJSON), &m); err != nil || len(m) != len(tv.MatchVars) {
			t.Errorf("%+v: match JSON %s: %v", r, tv.MatchJSON, err)
		}
	} else if e := tv.MatchErr; e != nil && join(e.Pieces) != tv.Ref {
		t.Errorf("%+v: match error pieces join to %q", r, join(e.Pieces))
	}
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// tvar returns the variable called name of vs, or a zero TVar.
func tvar(vs []TVar, name string) TVar {
	for _, v := range vs {
		if v.Name == name {
			return v
		}
	}
	return TVar{Name: "<none>"}
}

func TestTemplates(t *testing.T) {
	tests := []struct {
		name  string
		req   Request
		check func(t *testing.T, tv *Templated)
	}{{
		// RFC 6570 §3.2.1: a list, a number (its JSON text) and an
		// associative array in the text's order; §1.1: the IRI form
		// keeps Unicode, the URI form percent-encodes it as UTF-8.
		"expansions", Request{Input: "http://h/", Template: "http://example.com/{dir}{/list*}{?q,n}{&keys*}",
			Vars: `{"dir": "données", "list": ["a", "b"], "q": "x y", "n": 2, "keys": {"z": "1", "a": null, "m": "3"}, "extra": null}`},
		func(t *testing.T, tv *Templated) {
			if !tv.Expanded || tv.IRI != "http://example.com/données/a/b?q=x%20y&n=2&z=1&m=3" ||
				tv.URI != "http://example.com/donn%C3%A9es/a/b?q=x%20y&n=2&z=1&m=3" {
				t.Errorf("expansions %q %q %+v", tv.IRI, tv.URI, tv.ExpandErr)
			}
			if v := tvar(tv.Vars, "keys"); v.Kind != "associative array" || v.Value != `[("z", "1"), ("a", undef), ("m", "3")]` || v.Offset != 60 {
				t.Errorf("keys %+v", v)
			}
			if v := tvar(tv.Vars, "n"); v.Value != `"2"` || !v.Given {
				t.Errorf("n %+v", v)
			}
			if v := tv.Vars[len(tv.Vars)-1]; v.Name != "extra" || v.InTemplate || v.Defined || v.Note != "not in the template" {
				t.Errorf("extra %+v", v)
			}
			var marked []string
			for _, p := range tv.Decoded {
				if p.Class == "changed" {
					marked = append(marked, p.Text)
				}
			}
			if strings.Join(marked, ",") != "é" {
				t.Errorf("decoded %+v", tv.Decoded)
			}
		}}, {
		// RFC 6570 §2.2: "|" is an operator reserved for extensions.
		"template grammar error", Request{Template: "http://h/{a|b}", Vars: `{"a": "1"}`},
		func(t *testing.T, tv *Templated) {
			e := tv.TemplateErr
			if e == nil || e.Offset != 11 || e.Rule != "variable-list" || e.Char != "U+007C |" || e.Pieces[1].Text != "|" || e.Pieces[1].Class != "err" {
				t.Errorf("error %+v", e)
			}
		}}, {
		"unclosed expression", Request{Template: "/a{b"},
		func(t *testing.T, tv *Templated) {
			if e := tv.TemplateErr; e == nil || e.Offset != 4 || e.Pieces[len(e.Pieces)-1].Text != "" {
				t.Errorf("error %+v", e)
			}
		}}, {
		// RFC 6570 §2.4.1: a prefix does not apply to a list; the whole
		// expression is marked.
		"invalid value", Request{Template: "/x/{l:3}/y", Vars: `{"l": ["a", "b"]}`},
		func(t *testing.T, tv *Templated) {
			e := tv.ExpandErr
			if e == nil || e.Offset != 3 || e.Expr != "{l:3}" || e.Var != "l" || tv.ExpandForm != "IRI and URI" ||
				len(e.Pieces) != 3 || e.Pieces[1].Text != "{l:3}" || e.Pieces[1].Class != "err" {
				t.Errorf("error %+v", e)
			}
		}}, {
		// A "+" expansion keeps reserved characters (RFC 6570 §3.2.3):
		// "[" is not an ipchar, and the expression is at fault.
		"invalid expansion", Request{Template: "http://h/{+p}", Vars: `{"p": "a[1]"}`},
		func(t *testing.T, tv *Templated) {
			e := tv.ExpandErr
			if e == nil || e.Kind != "expansion is not a valid reference" || join(e.Expansion) != "http://h/a[1]" || e.ExpansionOffset != 10 || e.Offset != 9 || e.Expr != "{+p}" || e.Rule != "ipchar" {
				t.Errorf("error %+v", e)
			}
			if e != nil && (len(e.Expansion) < 2 || e.Expansion[1].Class != "err") {
				t.Errorf("expansion not marked %+v", e.Expansion)
			}
		}}, {
		"JSON syntax error", Request{Template: "{x}", Vars: "{\"x\": \"a\",\n \"y\": tru}"},
		func(t *testing.T, tv *Templated) {
			if e := tv.VarsErr; e == nil || e.Offset != 20 || e.Char != "U+007D }" || e.Rule != "RFC 8259 §2" || e.Detail != "line 2, column 10" {
				t.Errorf("error %+v", e)
			}
			if v := tvar(tv.Vars, "x"); v.Note != "the variables cannot be read" {
				t.Errorf("x %+v", v)
			}
		}}, {
		"JSON ends early", Request{Template: "{x}", Vars: `{"x": "a"`},
		func(t *testing.T, tv *Templated) {
			if e := tv.VarsErr; e == nil || e.Offset != 9 || e.Message != "unexpected end of the JSON text" {
				t.Errorf("error %+v", e)
			}
		}}, {
		"boolean value", Request{Template: "{x}", Vars: `{"x": true}`},
		func(t *testing.T, tv *Templated) {
			if e := tv.VarsErr; e == nil || e.Offset != 6 || e.Rule != "RFC 6570 §2.3" {
				t.Errorf("error %+v", e)
			}
		}}, {
		"nested list", Request{Template: "{x}", Vars: `{"x": ["a", ["b"]]}`},
		func(t *testing.T, tv *Templated) {
			if e := tv.VarsErr; e == nil || e.Offset != 12 {
				t.Errorf("error %+v", e)
			}
		}}, {
		"not an object", Request{Template: "{x}", Vars: ` ["x"]`},
		func(t *testing.T, tv *Templated) {
			if e := tv.VarsErr; e == nil || e.Offset != 1 || e.Message != "the variables must be a JSON object" {
				t.Errorf("error %+v", e)
			}
		}}, {
		"name given twice", Request{Template: "{x}", Vars: `{"x": "a", "x": "b"}`},
		func(t *testing.T, tv *Templated) {
			if e := tv.VarsErr; e == nil || e.Offset != 11 {
				t.Errorf("error %+v", e)
			}
		}}, {
		"no variables", Request{Template: "/s{?q}", Vars: "  "},
		func(t *testing.T, tv *Templated) {
			if tv.VarsErr != nil || tv.IRI != "/s" || tvar(tv.Vars, "q").Note != "not in the variables: undefined" {
				t.Errorf("%+v", tv)
			}
		}}, {
		// Template.Match: the values, and their expansion gives the
		// reference back.
		"match", Request{Input: "http://example.com/données/a/b?q=x%20y&n=2", Template: "http://example.com/{dir}{/list*}{?q,n}"},
		func(t *testing.T, tv *Templated) {
			if !tv.Matched || tv.MatchJSON != `{"dir": "données", "list": ["a", "b"], "q": "x y", "n": "2"}` || !tv.BackSame ||
				tv.Back != "http://example.com/données/a/b?q=x%20y&n=2" {
				t.Errorf("match %+v %+v", tv.MatchVars, tv.MatchErr)
			}
			if v := tvar(tv.MatchVars, "list"); v.Kind != "list" || v.JSONText != `["a", "b"]` {
				t.Errorf("list %+v", v)
			}
		}}, {
		// The reference, parsed with the entry point, is what matches.
		"match after the entry point", Request{Input: "/a b", Entry: "leiri", Template: "/{x}"},
		func(t *testing.T, tv *Templated) {
			if !tv.Matched || tv.MatchJSON != `{"x": "a b"}` {
				t.Errorf("match %+v %+v", tv.MatchVars, tv.MatchErr)
			}
		}}, {
		"no match", Request{Input: "/search?q=a", Template: "/find{?q}"},
		func(t *testing.T, tv *Templated) {
			e := tv.MatchErr
			if tv.Matched || e == nil || e.Component != "reference" || e.Offset != 1 || e.Rule != "RFC 6570 §1.4" || e.Pieces[1].Class != "err" {
				t.Errorf("no match %+v", e)
			}
		}}, {
		"query in order", Request{Input: "/s?b=2&a=1", Template: "/s{?a,b}"},
		func(t *testing.T, tv *Templated) {
			if tv.Matched {
				t.Errorf("matched out of order: %s", tv.MatchJSON)
			}
		}}, {
		"query in any order", Request{Input: "/s?b=2&a=1&c=3", Template: "/s{?a,b}", AnyQueryOrder: true},
		func(t *testing.T, tv *Templated) {
			if !tv.Matched || tv.MatchJSON != `{"a": "1", "b": "2"}` {
				t.Errorf("any order %s %+v", tv.MatchJSON, tv.MatchErr)
			}
		}}, {
		"reference does not parse", Request{Input: "http://h/a b", Template: "{+x}", Vars: `{"x": "/y"}`},
		func(t *testing.T, tv *Templated) {
			if !tv.RefErr || tv.Matched || tv.MatchErr != nil || tv.IRI != "/y" {
				t.Errorf("%+v", tv)
			}
		}}, {
		"empty template", Request{Input: "", Template: ""},
		func(t *testing.T, tv *Templated) {
			if !tv.Expanded || tv.IRI != "" || !tv.Matched || tv.MatchJSON != "{}" {
				t.Errorf("%+v", tv)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.req.View = "templates"
			resp := Compute(tt.req)
			checkResponse(t, tt.req, resp)
			if resp.Templates == nil {
				t.Fatalf("no templates view: %+v", resp)
			}
			tt.check(t, resp.Templates)
		})
	}
}

// TestShownBecause: a valid IRI that Display keeps encoded gets the
// header's "shown as … because …", and look-alikes are quoted as code
// points in the texts of violations (issue 40's newcomer link).
func TestShownBecause(t *testing.T) {
	r := Compute(Request{Input: "https://paypal.com@p\u0430ypal.com/%E2%80%AEgpj.exe", View: "display"})
	p := r.Parse
	if !p.OK || p.Shown != "https://xn--pypal-4ve.com/%E2%80%AEgpj.exe" || len(p.Because) == 0 ||
		!strings.HasPrefix(p.Because[0], "USERINFO_HIDDEN") {
		t.Fatalf("parse: shown %q because %q", p.Shown, p.Because)
	}
	for _, v := range append(r.Display.Decisions, r.Display.Violations...) {
		if strings.ContainsRune(v.Text, '\u0430') || strings.ContainsRune(v.Message, '\u0430') {
			t.Errorf("%s quotes the look-alike raw: %q %q", v.Code, v.Text, v.Message)
		}
	}
	if q := Compute(Request{Input: "https://example.com/"}).Parse; q.Shown != "" || q.Because != nil {
		t.Errorf("a plain IRI: shown %q because %q", q.Shown, q.Because)
	}
}
