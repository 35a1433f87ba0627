package iri

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// bidiNotation writes the "Bidi Notation" of RFC 3987 §4.4 (uppercase
// letters stand for right-to-left characters) in a real script: the
// uppercase letters A to V become the letters of alphabet in order. Text
// inside percent-encodings is left alone.
func bidiNotation(s string, alphabet []rune) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%' && i+2 < len(s):
			b.WriteString(s[i : i+3])
			i += 2
		case c >= 'A' && c <= 'V':
			b.WriteRune(alphabet[c-'A'])
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

var (
	hebrew = []rune("אבגדהוזחטיכלמנסעפצקרשת")
	arabic = []rune("ابتثجحخدذرزسشصضطظعغفقكلمنهوي")
)

// rfc3987Examples are the ten examples of RFC 3987 §4.4 in Bidi Notation,
// with their expected display, also in Bidi Notation: "(GH)" stands for
// the letters G and H percent-encoded.
var rfc3987Examples = []struct {
	n             int
	logical, want string
	codes         []Code
}{
	{1, "http://ab.CDEFGH.ij/kl/mn/op.html", "http://ab.CDEFGH.ij/kl/mn/op.html", nil},
	{2, "http://ab.CDE.FGH/ij/kl/mn/op.html", "http://ab.CDE.FGH/ij/kl/mn/op.html", nil},
	{3, "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", nil},
	{4, "http://AB.CD.ef/gh/IJ/KL.html", "http://AB.CD.ef/gh/IJ/KL.html", nil},
	{5, "http://ab.cd.EF/GH/ij/kl.html", "http://ab.cd.EF/GH/ij/kl.html", nil},
	{6, "http://ab.CD.EF/GH/IJ/kl.html", "http://ab.CD.EF/GH/IJ/kl.html", nil},
	{7, "http://ab.CDE123FGH.ij/kl/mn/op.html", "http://ab.CDE123FGH.ij/kl/mn/op.html", nil},
	// Not allowed: each of the two segments is mapped as a whole (§4.2).
	{8, "http://ab.cd.ef/GH1/2IJ/KL.html", "http://ab.cd.ef/(GH)1/2(IJ)/KL.html", []Code{CodeBidiStartEnd, CodeBidiStartEnd}},
	{9, "http://ab.cd.ef/GH%31/%32IJ/KL.html", "http://ab.cd.ef/(GH)1/2(IJ)/KL.html", []Code{CodeBidiStartEnd, CodeBidiStartEnd}},
	// Allowed but not recommended: shown.
	{10, "http://ab.CDEFGH.123/kl/mn/op.html", "http://ab.CDEFGH.123/kl/mn/op.html", nil},
}

// expandDisplay writes the expected display of Bidi Notation: letters in
// parentheses percent-encoded.
func expandDisplay(s string, alphabet []rune) string {
	var b strings.Builder
	enc := false
	for _, r := range bidiNotation(s, alphabet) {
		switch {
		case r == '(':
			enc = true
		case r == ')':
			enc = false
		case enc:
			for _, c := range []byte(string(r)) {
				fmt.Fprintf(&b, "%%%02X", c)
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestDisplayRFC3987Examples: every example of RFC 3987 §4.4, in Hebrew and
// in Arabic, given as an IRI and as its URI, with its display, wrapped and
// not.
func TestDisplayRFC3987Examples(t *testing.T) {
	for _, script := range []struct {
		name     string
		alphabet []rune
	}{{"Hebrew", hebrew}, {"Arabic", arabic}} {
		for _, ex := range rfc3987Examples {
			in := bidiNotation(ex.logical, script.alphabet)
			want := expandDisplay(ex.want, script.alphabet)
			x := MustParse(in)
			for _, form := range []IRI{x, x.ToURI()} {
				got, decisions := DisplayOptions{}.Display(form)
				if got != want {
					t.Errorf("RFC 3987 §4.4 example %d (%s): Display(%q) = %q, want %q", ex.n, script.name, form, got, want)
				}
				var codes []Code
				for _, v := range decisions {
					codes = append(codes, v.Code)
				}
				if fmt.Sprint(codes) != fmt.Sprint(ex.codes) {
					t.Errorf("RFC 3987 §4.4 example %d (%s): Display(%q) decisions %v, want codes %v", ex.n, script.name, form, decisions, ex.codes)
				}
				if w, _ := (DisplayOptions{Wrap: BidiWrapIsolate}).Display(form); w != "\u2066"+want+"\u2069" {
					t.Errorf("RFC 3987 §4.1 (%s, example %d): isolate-wrapped display %q", script.name, ex.n, w)
				}
				if w, _ := (DisplayOptions{Wrap: BidiWrapEmbedding}).Display(form); w != "\u202a"+want+"\u202c" {
					t.Errorf("RFC 3987 §4.1 (%s, example %d): embedding-wrapped display %q", script.name, ex.n, w)
				}
			}
		}
	}
}

// displayCases: every row cites its clause; want is the display and
// decisions the decisions as "OFFSET CODE".
var displayCases = []struct {
	clause    string
	o         DisplayOptions
	in, want  string
	decisions string
}{
	// Readable: decoded where ToIRI decodes, A-labels as U-labels.
	{"RFC 3987 §3.2", DisplayOptions{}, "http://example.org/ros%C3%A9?q=%E2%82%AC#%C3%A9", "http://example.org/rosé?q=€#é", ""},
	{"RFC 3987 §3.2", DisplayOptions{}, "http://example.org/a%2Fb%20c%7e", "http://example.org/a%2Fb%20c~", ""},
	{"3987bis-13 §4.2 step 7", DisplayOptions{}, "http://xn--rsum-bpad.example.org/", "http://résumé.example.org/", ""},
	{"3987bis-13 §4.2 step 7", DisplayOptions{}, "http://XN--RSUM-BPAD.example.org/", "http://résumé.example.org/", ""},
	{"3987bis-13 §4.2 step 7", DisplayOptions{}, "http://R%C3%89SUM%C3%89.example.org/", "http://résumé.example.org/", ""},
	{"comparison-02 §4.2.2", DisplayOptions{}, "http://пример.рф/", "http://пример.рф/", ""},
	{"UTS #39 §5.2", DisplayOptions{}, "http://ソニーstore.jp/", "http://ソニーstore.jp/", ""},
	{"RFC 3987 §3.1", DisplayOptions{}, "foo://xn--rsum-bpad.example/", "foo://xn--rsum-bpad.example/", ""},

	// Safe: mixed-script spoof hosts as A-labels (RFC 3987 §8, UTS #39 §5.2).
	{"RFC 3987 §8", DisplayOptions{}, "http://p\u0430ypal.com/", "http://xn--pypal-4ve.com/", "7 MIXED_SCRIPT"},
	{"RFC 3987 §8", DisplayOptions{}, "http://xn--pypal-4ve.com/", "http://xn--pypal-4ve.com/", "7 MIXED_SCRIPT"},
	{"RFC 3987 §8", DisplayOptions{}, "http://p%D0%B0ypal.com/", "http://xn--pypal-4ve.com/", "7 MIXED_SCRIPT"},
	{"RFC 3987 §8", DisplayOptions{}, "http://g\u03bfogle.com/", "http://xn--gogle-rce.com/", "7 MIXED_SCRIPT"},
	{"RFC 3987 §8", DisplayOptions{}, "http://www.g\u03bf\u03bfgle.com/", "http://www.xn--ggle-0nda.com/", "11 MIXED_SCRIPT"},
	{"RFC 3987 §8", DisplayOptions{}, "foo://p\u0430ypal.com/", "foo://p%D0%B0ypal.com/", "6 MIXED_SCRIPT"},
	// Whole-script spoofs: Cyrillic letters that all look like Latin ones,
	// outside a Cyrillic top-level domain (UTS #39 §4, as Chromium).
	{"UTS #39 §4", DisplayOptions{}, "http://\u0430\u0440\u0440\u04cf\u0435.com/", "http://xn--80ak6aa92e.com/", "7 WHOLE_SCRIPT_CONFUSABLE"},
	{"RFC 3987 §8", DisplayOptions{}, "http://\u0430\u0440\u0440\u04cf\u0435.ru/", "http://\u0430\u0440\u0440\u04cf\u0435.ru/", ""},
	{"RFC 3987 §8", DisplayOptions{}, "http://\u0430\u0440\u0440\u04cf\u0435.xn--p1ai/", "http://\u0430\u0440\u0440\u04cf\u0435.\u0440\u0444/", ""},
	{"RFC 3987 §8", DisplayOptions{}, "http://\u043f\u0440\u0438\u043c\u0435\u0440.com/", "http://\u043f\u0440\u0438\u043c\u0435\u0440.com/", ""},

	// Safe: invisible, space-like and syntax-like characters stay encoded
	// (RFC 3987 §6.1 b, 3987bis-13 §5.1 c, d).
	{"RFC 3987 §6.1 b", DisplayOptions{}, "http://x/a%E2%80%8Bb", "http://x/a%E2%80%8Bb", "10 INVISIBLE_CHARACTER"},
	{"RFC 3987 §6.1 b", DisplayOptions{}, "http://x/a\u200bb", "http://x/a%E2%80%8Bb", "10 INVISIBLE_CHARACTER"},
	{"RFC 3987 §6.1 b", DisplayOptions{}, "http://x/a%C2%ADb%E2%81%A0", "http://x/a%C2%ADb%E2%81%A0", "10 INVISIBLE_CHARACTER, 17 INVISIBLE_CHARACTER"},
	{"RFC 3987 §6.1 b", DisplayOptions{}, "http://x/a%E3%80%80b?%C2%A0", "http://x/a%E3%80%80b?%C2%A0", "10 SPACE_LOOKALIKE, 21 SPACE_LOOKALIKE"},
	{"3987bis-13 §5.1 c", DisplayOptions{}, "http://x/a%EF%BC%8Fb", "http://x/a%EF%BC%8Fb", "10 SYNTAX_LOOKALIKE"},
	{"3987bis-13 §5.1 c", DisplayOptions{}, "http://x/a\uff0fb\u2044c", "http://x/a%EF%BC%8Fb%E2%81%84c", "10 SYNTAX_LOOKALIKE, 14 SYNTAX_LOOKALIKE"},
	{"3987bis-13 §5.1 c", DisplayOptions{}, "http://example.com\uff0fevil.org/", "http://example.com%EF%BC%8Fevil.org/", "18 SYNTAX_LOOKALIKE"},
	{"3987bis-13 §5.1 d", DisplayOptions{}, "http://x/a\u200db", "http://x/a%E2%80%8Db", "10 JOINER_CONTEXT"},
	{"3987bis-13 §5.1 d", DisplayOptions{}, "http://x/\u0915\u094d\u200d\u0937", "http://x/\u0915\u094d\u200d\u0937", ""},

	// Safe: bidi controls stay encoded (RFC 3987 §4.1).
	{"RFC 3987 §4.1", DisplayOptions{}, "http://x/%E2%80%AEfdp.exe", "http://x/%E2%80%AEfdp.exe", "9 BIDI_CONTROL_ENCODED"},
	{"RFC 3987 §4.1", DisplayOptions{}, "http://x/%E2%80%8F%E2%80%8E", "http://x/%E2%80%8F%E2%80%8E", "9 BIDI_CONTROL_ENCODED"},
	{"RFC 3987 §4.1", DisplayOptions{}, "http://x/a\u2066b\u2069?%D8%9C", "http://x/a%E2%81%A6b%E2%81%A9?%D8%9C", "10 BIDI_CONTROL, 14 BIDI_CONTROL, 18 BIDI_CONTROL_ENCODED"},

	// Safe: what cannot be decoded or shown (RFC 3987 §6.4, 3987bis-13 §8.6).
	{"RFC 3987 §6.4", DisplayOptions{}, "http://x/r%e9sum%E9", "http://x/r%E9sum%E9", "10 PERCENT_NOT_UTF8, 16 PERCENT_NOT_UTF8"},
	{"3987bis-13 §8.6", DisplayOptions{}, "http://x/?%EE%80%80", "http://x/?%EE%80%80", "10 NOT_DISPLAYABLE"},
	{"3987bis-13 §8.6", DisplayOptions{}, "http://x/%EE%80%80", "http://x/%EE%80%80", ""},
	{"RFC 3987 §5.3.2.2", DisplayOptions{}, "http://x/re%CC%81sume%CC%81/ok", "http://x/re%CC%81sume%CC%81/ok", "9 NOT_NFC"},

	// Bidi parts of the userinfo are split at ":" (RFC 3987 §4.2); IP
	// literals and ports are ASCII.
	{"RFC 3987 §4.2", DisplayOptions{KeepUserinfo: true}, "http://%D7%90%D7%91:%D7%92@[::1]:80/", "http://\u05d0\u05d1:\u05d2@[::1]:80/", ""},
	{"RFC 3987 §4.2", DisplayOptions{KeepUserinfo: true}, "http://a%D7%90@x/", "http://a%D7%90@x/", "7 BIDI_MIXED_DIRECTION"},

	// The userinfo is left out by default, as browsers do, since it can
	// read as the host (RFC 3986 §7.6) and RFC 3986 §3.2.1 asks to show it
	// apart; KeepUserinfo shows it, dots percent-encoded where it reads as
	// a host name.
	{"RFC 3986 §7.6", DisplayOptions{}, "http://bank.example.com@evil.example/", "http://evil.example/", "7 USERINFO_HIDDEN"},
	{"RFC 3986 §3.2.1", DisplayOptions{}, "http://user:secret@example.com/", "http://example.com/", "7 USERINFO_HIDDEN"},
	{"RFC 3986 §3.2.1", DisplayOptions{}, "ftp://@example.com/", "ftp://example.com/", "6 USERINFO_HIDDEN"},
	{"RFC 3986 §7.6", DisplayOptions{KeepUserinfo: true}, "http://bank.example.com@evil.example/", "http://bank%2Eexample%2Ecom@evil.example/", "7 USERINFO_LOOKS_LIKE_HOST"},
	{"RFC 3986 §3.2.1", DisplayOptions{KeepUserinfo: true}, "http://user:secret@example.com/", "http://user:secret@example.com/", ""},
	{"RFC 3986 §3.2.1", DisplayOptions{}, "mailto:user@example.com", "mailto:user@example.com", ""},
	{"RFC 3987 §4.2", DisplayOptions{}, "http://x/?\u05d0=1&b=\u05d1c", "http://x/?\u05d0=1&b=%D7%91c", "17 BIDI_MIXED_DIRECTION"},

	// Caller-defined scripts (3987bis-13 §8.6).
	{"3987bis-13 §8.6", DisplayOptions{HostOptions: HostOptions{Scripts: []*unicode.RangeTable{unicode.Latin}}},
		"http://x/%D7%A9%D7%9C%D7%95%D7%9D/caf%C3%A9", "http://x/%D7%A9%D7%9C%D7%95%D7%9D/café", "9 NOT_DISPLAYABLE"},
	{"3987bis-13 §8.6", DisplayOptions{HostOptions: HostOptions{Scripts: []*unicode.RangeTable{unicode.Latin}}},
		"http://xn--e1afmkfd.xn--p1ai/1%CC%81", "http://xn--e1afmkfd.xn--p1ai/1\u0301", "7 NOT_DISPLAYABLE, 20 NOT_DISPLAYABLE"},
	{"3987bis-13 §8.6", DisplayOptions{HostOptions: HostOptions{Scripts: []*unicode.RangeTable{unicode.Cyrillic}}},
		"http://xn--e1afmkfd.xn--p1ai/", "http://пример.рф/", ""},
}

func TestDisplay(t *testing.T) {
	for _, tc := range displayCases {
		x := MustParse(tc.in)
		got, decisions := tc.o.Display(x)
		var ds []string
		for _, v := range decisions {
			ds = append(ds, fmt.Sprint(v.Offset, " ", v.Code))
			if !strings.Contains(v.Message, "(") || v.Len <= 0 || v.Offset+v.Len > len(tc.in) {
				t.Errorf("%s: Display(%q): decision %+v", tc.clause, tc.in, v)
			}
		}
		if got != tc.want || strings.Join(ds, ", ") != tc.decisions {
			t.Errorf("%s: Display(%q) = %q, %q\n\twant %q, %q", tc.clause, tc.in, got, strings.Join(ds, ", "), tc.want, tc.decisions)
		}
		if d := x.Display(); tc.o.Scripts == nil && !tc.o.KeepUserinfo && d != got {
			t.Errorf("%s: IRI.Display(%q) = %q, want %q", tc.clause, tc.in, d, got)
		}
	}
}

// TestDisplayUnchanged: an ASCII IRI without percent-encodings or
// A-labels is its own display, without allocating.
func TestDisplayUnchanged(t *testing.T) {
	x := MustParse("http://example.com/a/b?c=d#e")
	if n := testing.AllocsPerRun(100, func() { _ = x.Display() }); n != 0 {
		t.Errorf("Display of an ASCII IRI allocates %v times", n)
	}
	if x.Display() != x.String() {
		t.Errorf("Display(%q) = %q", x, x.Display())
	}
}

func BenchmarkDisplay(b *testing.B) {
	for _, bc := range []struct{ name, in string }{
		{"ASCII", "http://example.com/a/b?c=d#e"},
		{"URI", "http://xn--rsum-bpad.example.org/caf%C3%A9/%D7%A9%D7%9C%D7%95%D7%9D?q=%E2%82%AC"},
		{"IRI", "http://résumé.example.org/café/שלום?q=€"},
		{"Spoof", "http://p\u0430ypal.com/a%E2%80%8Bb"},
	} {
		x := MustParse(bc.in)
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				_, _ = DisplayOptions{}.Display(x)
			}
		})
	}
}

// newcomerCases are the links of issue 40's newcomer, each answered in
// TestNewcomerCases.
var newcomerCases = []string{
	"https://paypaI.com/", "http://[::ffff:7f00:1]/", "https://google%2ecom/",
	"https://goo\u200bgle.com/", "https://goo\u00adgle.com/", "https://evil.example/%E2%80%AEgpj.exe",
	"https://p\u0430ypal.com/", "https://paypal.com@p\u0430ypal.com/%E2%80%AEgpj.exe",
}

// TestNewcomerCases answers each newcomer case of issue 40: what Display
// shows and what Check and Display report.
func TestNewcomerCases(t *testing.T) {
	paypal := HostOptions{ProtectedNames: map[string]string{Skeleton("paypal.com"): "paypal.com"}}
	for _, tc := range []struct {
		clause string
		ho     HostOptions
		in     string
		shown  string
		codes  []Code // in Display's order; Check reports each but USERINFO_HIDDEN, Display's own
	}{
		// Browsers show hosts in lowercase: "paypaI" is paypai, no spoof
		// of paypal.com once shown as it resolves.
		{"RFC 4343 §3 (DNS case)", paypal, "https://paypaI.com/", "https://paypai.com/", nil},
		{"RFC 4291 §2.5.5.2", HostOptions{}, "http://[::ffff:7f00:1]/", "http://[::ffff:7f00:1]/", []Code{CodeEmbeddedIPv4}},
		{"RFC 3986 §3.2.2", HostOptions{}, "https://google%2ecom/", "https://google.com/", []Code{CodePercentEncodedHost}},
		// IDNA deletes U+200B and U+00AD: the host is google.com, shown as
		// such, the invisible character reported.
		{"RFC 3987 §6.1 b", HostOptions{}, "https://goo\u200bgle.com/", "https://google.com/", []Code{CodeInvisibleCharacter}},
		{"RFC 3987 §6.1 b", HostOptions{}, "https://goo\u00adgle.com/", "https://google.com/", []Code{CodeInvisibleCharacter}},
		{"RFC 3987 §4.1", HostOptions{}, "https://evil.example/%E2%80%AEgpj.exe", "https://evil.example/%E2%80%AEgpj.exe", []Code{CodeBidiControlEncoded}},
		{"UTS #39 §4", paypal, "https://p\u0430ypal.com/", "https://xn--pypal-4ve.com/", []Code{CodeMixedScript, CodeProtectedNameLookalike}},
		{"RFC 3986 §7.6", paypal, "https://paypal.com@p\u0430ypal.com/%E2%80%AEgpj.exe", "https://xn--pypal-4ve.com/%E2%80%AEgpj.exe",
			[]Code{CodeUserinfoHidden, CodeMixedScript, CodeProtectedNameLookalike, CodeBidiControlEncoded}},
	} {
		x := MustParse(tc.in)
		got, ds := DisplayOptions{HostOptions: tc.ho}.Display(x)
		var codes []Code
		for _, d := range ds {
			codes = append(codes, d.Code)
			if strings.ContainsRune(d.Message, '\u0430') {
				t.Errorf("%s: %q: message quotes the look-alike raw: %s", tc.clause, tc.in, d.Message)
			}
		}
		if got != tc.shown || !slices.Equal(codes, tc.codes) {
			t.Errorf("%s: Display(%q) = %q %v, want %q %v", tc.clause, tc.in, got, codes, tc.shown, tc.codes)
		}
		if why := checkDisplayDisagree(x, tc.ho, false); why != "" {
			t.Errorf("%s: %q: %s", tc.clause, tc.in, why)
		}
	}
}

// TestDisplayCandidate: the text a component shows (candidate), taken from
// the input itself where the units show it as written, is what writeUnit
// writes unit by unit (RFC 3987 §3.2: the decoded characters, the kept
// ones as uppercase percent-encodings).
func TestDisplayCandidate(t *testing.T) {
	for _, in := range []string{
		"http://example.com/caf%C3%A9/%D7%A9%D7%9C?q=%E2%82%AC#%e2%80%ae",
		"http://example.com/résumé/שלום?q=€&r=%2f%2F#x",
		"http://example.com/a%E2%80%AEb/%FF%fe/%41%7e",
		"http://EXAMPLE.com/%C3%A9/\u200c\u0915\u094d\u200c",
		"http://bank.example%2Ecom@evil.example/",
	} {
		x := MustParse(in)
		for _, lower := range []bool{false, true} {
			d := dispState{x: x, lowerHost: lower}
			cs, n := chkComps(x)
			for _, cp := range cs[:n] {
				u := d.units(nil, cp.start, cp.end, cp.c == ComponentQuery)
				for i := 0; i <= len(u); i++ {
					for j := i; j <= len(u); j++ {
						var b strings.Builder
						for _, v := range u[i:j] {
							d.writeUnit(&b, v)
						}
						if got := d.candidate(u[i:j]); got != b.String() {
							t.Fatalf("%q, units %d to %d: candidate %q, written %q", in, i, j, got, b.String())
						}
					}
				}
			}
		}
	}
}
