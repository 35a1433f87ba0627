package iri

import (
	"errors"
	"strings"
	"testing"
)

func TestEscapeTables(t *testing.T) {
	const ascii = " !\"#$%&'()*+,-./0123456789:;<=>?@AZ[\\]^_`az{|}~"
	tests := []struct {
		name string
		f    func(string) string
		in   string
		want string
	}{
		// RFC 3986 §3.3: the sub-delims, ":" and "@" stay in a segment.
		{"EscapeSegment", EscapeSegment, ascii,
			"%20!%22%23$%25&'()*+,-.%2F0123456789:;%3C=%3E%3F@AZ%5B%5C%5D%5E_%60az%7B%7C%7D~"},
		// RFC 3986 §3.4, with "&", "=", "+" and ";" encoded for key=value pairs.
		{"EscapeQueryKey", EscapeQueryKey, ascii,
			"%20!%22%23$%25%26'()*%2B,-./0123456789:%3B%3C%3D%3E?@AZ%5B%5C%5D%5E_%60az%7B%7C%7D~"},
		{"EscapeQueryValue", EscapeQueryValue, ascii,
			"%20!%22%23$%25%26'()*%2B,-./0123456789:%3B%3C=%3E?@AZ%5B%5C%5D%5E_%60az%7B%7C%7D~"},
		// RFC 3986 §3.5.
		{"EscapeFragment", EscapeFragment, ascii,
			"%20!%22%23$%25&'()*+,-./0123456789:;%3C=%3E?@AZ%5B%5C%5D%5E_%60az%7B%7C%7D~"},
		// RFC 3986 §3.2.1, with ":" encoded: user name or password.
		{"EscapeUserinfo", EscapeUserinfo, ascii,
			"%20!%22%23$%25&'()*+,-.%2F0123456789%3A;%3C=%3E%3F%40AZ%5B%5C%5D%5E_%60az%7B%7C%7D~"},
		{"EscapeSegment controls", EscapeSegment, "\x00\t\n\r\x1f\x7f", "%00%09%0A%0D%1F%7F"},

		// IRI form: ucschar stays (RFC 3987 §2.2).
		{"EscapeSegment ucschar", EscapeSegment, "résumé 日本 \U00010300", "résumé%20日本%20\U00010300"},
		{"EscapeQueryValue ucschar", EscapeQueryValue, "日本語", "日本語"},
		// iprivate stays only in the query (RFC 3987 §2.2).
		{"EscapeSegment iprivate", EscapeSegment, "\ue000", "%EE%80%80"},
		{"EscapeFragment iprivate", EscapeFragment, "\ue000", "%EE%80%80"},
		{"EscapeUserinfo iprivate", EscapeUserinfo, "\ue000", "%EE%80%80"},
		{"EscapeQueryKey iprivate", EscapeQueryKey, "\ue000\U000F0000", "\ue000\U000F0000"},
		{"EscapeQueryValue iprivate", EscapeQueryValue, "\U0010FFFD", "\U0010FFFD"},
		// Not ucschar: C1 controls, noncharacters, specials, tags.
		{"EscapeSegment non-ucschar", EscapeSegment, "\u0085\ufdd0\ufffe\ufffd\U000E0041",
			"%C2%85%EF%B7%90%EF%BF%BE%EF%BF%BD%F3%A0%81%81"},
		// Bidi controls (RFC 3987 §4.1) and the characters RFC 3987 §6.1
		// calls inappropriate, as ToIRI keeps them encoded.
		{"EscapeSegment bidi", EscapeSegment, "a\u200eb\u202ec\u2066d\u061c", "a%E2%80%8Eb%E2%80%AEc%E2%81%A6d%D8%9C"},
		{"EscapeQueryValue invisible", EscapeQueryValue, "\u00a0\u200b\ufeff\u3000", "%C2%A0%E2%80%8B%EF%BB%BF%E3%80%80"},
		// Ill-formed UTF-8, byte by byte (never U+FFFD).
		{"EscapeSegment invalid UTF-8", EscapeSegment, "a\xffb\xc3\xed\xa0\x80\xc0\xaf", "a%FFb%C3%ED%A0%80%C0%AF"},
		{"EscapeSegment truncated", EscapeSegment, "\xe6\x97é", "%E6%97é"},

		// URI form: every non-ASCII octet is encoded (RFC 3987 §3.1).
		{"URI EscapeSegment", EscapeOptions{ASCIIOnly: true}.EscapeSegment, "résumé/日本", "r%C3%A9sum%C3%A9%2F%E6%97%A5%E6%9C%AC"},
		{"URI EscapeQueryKey", EscapeOptions{ASCIIOnly: true}.EscapeQueryKey, "ä=ö", "%C3%A4%3D%C3%B6"},
		{"URI EscapeQueryValue", EscapeOptions{ASCIIOnly: true}.EscapeQueryValue, "\ue000 x", "%EE%80%80%20x"},
		{"URI EscapeFragment", EscapeOptions{ASCIIOnly: true}.EscapeFragment, "§1", "%C2%A71"},
		{"URI EscapeUserinfo", EscapeOptions{ASCIIOnly: true}.EscapeUserinfo, "jösé:pw", "j%C3%B6s%C3%A9%3Apw"},
		{"URI invalid UTF-8", EscapeOptions{ASCIIOnly: true}.EscapeFragment, "\xff", "%FF"},

		{"EscapeSegment empty", EscapeSegment, "", ""},
		{"EscapeSegment dots", EscapeSegment, "..", ".."},
	}
	for _, tt := range tests {
		if got := tt.f(tt.in); got != tt.want {
			t.Errorf("%s(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
		if got, err := Unescape(tt.want); err != nil || got != tt.in {
			t.Errorf("Unescape(%s(%q)) = %q, %v", tt.name, tt.in, got, err)
		}
	}
}

func TestUnescape(t *testing.T) {
	tests := []struct {
		in, want, form string
	}{
		{"", "", ""},
		{"abc", "abc", "abc"},
		{"a%20b+c", "a b+c", "a b c"},
		{"%41%7e%7E", "A~~", "A~~"},
		{"%2F%3f%25", "/?%", "/?%"},
		{"%C3%A9", "é", "é"},
		{"%ff%FE", "\xff\xfe", "\xff\xfe"}, // not checked as UTF-8
		{"%2B+", "++", "+ "},
		{"日本%20", "日本 ", "日本 "},
	}
	for _, tt := range tests {
		if got, err := Unescape(tt.in); err != nil || got != tt.want {
			t.Errorf("Unescape(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
		if got, err := UnescapeForm(tt.in); err != nil || got != tt.form {
			t.Errorf("UnescapeForm(%q) = %q, %v; want %q", tt.in, got, err, tt.form)
		}
	}
	bad := []struct {
		in     string
		offset int
		r      rune
	}{
		{"%", 1, -1},
		{"a%4", 3, -1},
		{"%zz", 1, 'z'},
		{"%4g", 2, 'g'},
		{"ok%%41", 3, '%'},
		{"%é", 1, 'é'},
		{"%4+", 2, '+'},
	}
	for _, tt := range bad {
		for name, f := range map[string]func(string) (string, error){"Unescape": Unescape, "UnescapeForm": UnescapeForm} {
			got, err := f(tt.in)
			var pe *ParseError
			if !errors.As(err, &pe) || !errors.Is(err, ErrInvalidPercent) || pe.Input != tt.in ||
				pe.Offset != tt.offset || pe.Rune != tt.r || pe.Component != ComponentNone || got != "" {
				t.Errorf("%s(%q) = %q, %#v; want ErrInvalidPercent at %d", name, tt.in, got, err, tt.offset)
			}
		}
	}
}

func TestEscapeAllocs(t *testing.T) {
	var sink string
	for _, s := range []string{"plain-text_1.2~", "日本語", "a:b@c!$&'()*+,;="} {
		if n := testing.AllocsPerRun(100, func() { sink = EscapeSegment(s) }); n != 0 {
			t.Errorf("EscapeSegment(%q): %v allocations", s, n)
		}
		if n := testing.AllocsPerRun(100, func() { sink, _ = Unescape(s) }); n != 0 {
			t.Errorf("Unescape(%q): %v allocations", s, n)
		}
	}
	if n := testing.AllocsPerRun(100, func() { sink = EscapeQueryValue("a b&c=d/é\xff") }); n != 1 {
		t.Errorf("EscapeQueryValue: %v allocations, want 1", n)
	}
	_ = sink
}

// escapeContexts are the escape functions, each with a function that puts
// its output into an IRI and one that takes it out again.
var escapeContexts = []struct {
	name  string
	query bool
	esc   func(EscapeOptions, string) string
	wrap  func(e string) string
	get   func(x IRI) (string, bool)
}{
	{"EscapeSegment", false, EscapeOptions.EscapeSegment,
		func(e string) string { return "http://h/" + e + "/z" },
		func(x IRI) (string, bool) {
			p, ok := strings.CutPrefix(x.Path(), "/")
			p, ok2 := strings.CutSuffix(p, "/z")
			return p, ok && ok2 && !x.HasQuery() && !x.HasFragment()
		}},
	{"EscapeQueryKey", true, EscapeOptions.EscapeQueryKey,
		func(e string) string { return "http://h/?" + e + "=v&z" },
		func(x IRI) (string, bool) {
			k, ok := strings.CutSuffix(x.Query(), "=v&z")
			return k, ok && !x.HasFragment()
		}},
	{"EscapeQueryValue", true, EscapeOptions.EscapeQueryValue,
		func(e string) string { return "http://h/?k=" + e + "&z" },
		func(x IRI) (string, bool) {
			v, ok := strings.CutPrefix(x.Query(), "k=")
			v, ok2 := strings.CutSuffix(v, "&z")
			return v, ok && ok2 && !x.HasFragment()
		}},
	{"EscapeFragment", false, EscapeOptions.EscapeFragment,
		func(e string) string { return "http://h/#" + e },
		func(x IRI) (string, bool) { return x.Fragment(), x.HasFragment() }},
	{"EscapeUserinfo", false, EscapeOptions.EscapeUserinfo,
		func(e string) string { return "http://" + e + ":" + e + "@h/" },
		func(x IRI) (string, bool) {
			u, p, ok := strings.Cut(x.Userinfo(), ":")
			return u, ok && u == p && x.Host() == "h"
		}},
}

// checkEscape checks, for every escape function and both forms, that
// Unescape inverts it, that the output is that component and nothing
// more, and that the two forms are ToIRI and ToURI of each other.
func checkEscape(t *testing.T, s string) {
	for _, c := range escapeContexts {
		iriForm := c.esc(EscapeOptions{}, s)
		uriForm := c.esc(EscapeOptions{ASCIIOnly: true}, s)
		for _, e := range []string{iriForm, uriForm} {
			if got, err := Unescape(e); err != nil || got != s {
				t.Fatalf("Unescape(%s(%q) = %q) = %q, %v", c.name, s, e, got, err)
			}
		}
		if !noallocIsASCII(uriForm) {
			t.Fatalf("URI form %s(%q) = %q is not ASCII", c.name, s, uriForm)
		}
		x, err := Parse(c.wrap(iriForm))
		if err != nil {
			t.Fatalf("%s(%q) = %q does not parse in its component: %v", c.name, s, iriForm, err)
		}
		if got, ok := c.get(x); !ok || got != iriForm {
			t.Fatalf("%s(%q) = %q: the component of %q is %q", c.name, s, iriForm, x.String(), got)
		}
		u, err := ParseURI(c.wrap(uriForm))
		if err != nil {
			t.Fatalf("URI form %s(%q) = %q does not parse: %v", c.name, s, uriForm, err)
		}
		if got, ok := c.get(u); !ok || got != uriForm {
			t.Fatalf("URI form %s(%q) = %q: the component of %q is %q", c.name, s, uriForm, u.String(), got)
		}
		// RFC 3987 §3.1 and §3.2 relate the forms.
		if got := x.ToURI(); got.String() != u.String() {
			t.Fatalf("%s(%q): ToURI of the IRI form %q is %q, want %q", c.name, s, x.String(), got.String(), u.String())
		}
		if got := u.ToIRI(); got.String() != x.String() {
			t.Fatalf("%s(%q): ToIRI of the URI form %q is %q, want %q", c.name, s, u.String(), got.String(), x.String())
		}
	}
	// A query built from escaped pairs gives the pairs back.
	q := MustParse("http://h/?" + EscapeQueryKey(s) + "=" + EscapeQueryValue(s) + "&" + EscapeQueryKey(s))
	var got []string
	for k, v := range q.QueryPairs() {
		got = append(got, k, v)
	}
	want := 4 // an empty key without "=" is an empty piece, which is skipped
	if s == "" {
		want = 2
	}
	if len(got) != want || got[0] != s || got[1] != s || want == 4 && (got[2] != s || got[3] != "") {
		t.Fatalf("QueryPairs of the escaped pair %q = %q", s, got)
	}
	// Form decoding reads the same, since "+" and space are encoded.
	got = got[:0]
	for k, v := range q.FormQueryPairs() {
		got = append(got, k, v)
	}
	if len(got) != want || got[0] != s || got[1] != s {
		t.Fatalf("FormQueryPairs of the escaped pair %q = %q", s, got)
	}
	// A segment joins as one segment.
	j, err := JoinPath(MustParse("http://h/d"), EscapeSegment(s))
	if err != nil {
		t.Fatalf("JoinPath(EscapeSegment(%q)): %v", s, err)
	}
	if s != "." && s != ".." && j.Path() != "/d/"+EscapeSegment(s) && s != "" {
		t.Fatalf("JoinPath(EscapeSegment(%q)) = %q", s, j.String())
	}
}

func TestEscapeProperties(t *testing.T) {
	inputs := []string{"", "a", "a b", "%", "%41", "+", "&=;#?/:@", "..", ".", "日本", "\xff", "\xc3", "\ue000",
		"\u200e", "\u00a0", "\U000E0041", "\U0010FFFF", "\ufffe", "\x00", "é\xa9"}
	for c := rune(0); c < 0x300; c++ {
		inputs = append(inputs, string(c))
	}
	for b := 0x80; b < 0x100; b++ {
		inputs = append(inputs, string([]byte{byte(b)}))
	}
	for _, s := range inputs {
		checkEscape(t, s)
	}
}
