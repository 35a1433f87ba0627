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
	f.Fuzz(func(t *testing.T, input, other, entry string) {
		if !utf8.ValidString(input) || len(input) > 4096 {
			return
		}
		for _, v := range []string{"parse", "map", "normalize", "resolve", "display"} {
			r := Request{View: v, Input: input, Other: other, Base: other, Entry: entry}
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
