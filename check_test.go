package iri

import (
	"math/rand/v2"
	"net/netip"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// chkNotation maps the Bidi Notation of RFC 3987 §4.4 (uppercase A-V are
// right-to-left letters) to real characters.
func chkNotation(s string, letters [22]rune) string {
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'V' {
			return letters[r-'A']
		}
		return r
	}, s)
}

// chkHebrewLetters is the mapping of RFC 3987 §4.4: A=U+05D0 ... V=U+05EA,
// final forms avoided. Hebrew letters have bidi class R.
var chkHebrewLetters = [22]rune{
	0x05D0, 0x05D1, 0x05D2, 0x05D3, 0x05D4, 0x05D5, 0x05D6, 0x05D7, 0x05D8, 0x05D9, 0x05DB,
	0x05DC, 0x05DE, 0x05E0, 0x05E1, 0x05E2, 0x05E4, 0x05E6, 0x05E7, 0x05E8, 0x05E9, 0x05EA,
}

// chkArabicLetters maps A-V to Arabic letters of bidi class AL (alef, beh,
// teh, theh, jeem, hah, khah, dal, thal, reh, zain, seen, sheen, sad, dad,
// tah, zah, ain, ghain, feh, qaf, kaf). Like the Hebrew ones, each is two
// bytes in UTF-8, so offsets agree between the two variants.
var chkArabicLetters = [22]rune{
	0x0627, 0x0628, 0x062A, 0x062B, 0x062C, 0x062D, 0x062E, 0x062F, 0x0630, 0x0631, 0x0632,
	0x0633, 0x0634, 0x0635, 0x0636, 0x0637, 0x0638, 0x0639, 0x063A, 0x0641, 0x0642, 0x0643,
}

// chkWant is one expected violation.
type chkWant struct {
	code Code
	comp Component
	off  int
	len  int
}

// chkCompare checks that vs are exactly want (in order), with the code's
// severity, a message naming a spec clause, and in-range spans.
func chkCompare(t *testing.T, in string, vs []Violation, want []chkWant) {
	t.Helper()
	got := make([]chkWant, len(vs))
	for i, v := range vs {
		got[i] = chkWant{v.Code, v.Component, v.Offset, v.Len}
		if !(strings.Contains(v.Message, "§") || strings.Contains(v.Message, "Appendix")) || !(strings.Contains(v.Message, "RFC ") || strings.Contains(v.Message, "3987bis") || strings.Contains(v.Message, "comparison-02") || strings.Contains(v.Message, "DID Core") || strings.Contains(v.Message, "UTS #")) {
			t.Errorf("%q: message of %v names no spec clause: %s", in, v.Code, v.Message)
		}
		if v.Offset < 0 || v.Len < 1 || v.Offset+v.Len > len(in) {
			t.Errorf("%q: %v span [%d,+%d) out of range", in, v.Code, v.Offset, v.Len)
		}
	}
	if !slices.Equal(got, want) {
		var b strings.Builder
		for _, v := range vs {
			b.WriteString("\n\t")
			b.WriteString(v.Component.String())
			b.WriteString(" ")
			b.WriteString(v.String())
			b.WriteString(" [len ")
			b.WriteString(strconv.Itoa(v.Len))
			b.WriteString("] ")
			b.WriteString(strconvQuoteSpan(in, v))
		}
		t.Errorf("%q:\n got  %v\n want %v%s", in, got, want, b.String())
	}
}

func strconvQuoteSpan(in string, v Violation) string {
	if v.Offset < 0 || v.Offset+v.Len > len(in) || v.Len < 0 {
		return "(out of range)"
	}
	return quotePrefix(in[v.Offset:v.Offset+v.Len], 64)
}

// chkBidiExamples are the ten examples of RFC 3987 §4.4 in Bidi Notation
// with the verdicts the RFC gives: 1-7 legal, 8 and 9 not allowed (rule 2:
// a component starts or ends with a digit or "%"), 10 allowed but not
// recommended. Offsets hold for both letter mappings (two bytes a letter).
var chkBidiExamples = []struct {
	n     int
	in    string
	want  []chkWant
	spans []string // the notation text of each violation
}{
	{1, "http://ab.CDEFGH.ij/kl/mn/op.html", nil, nil},
	{2, "http://ab.CDE.FGH/ij/kl/mn/op.html", nil, nil},
	{3, "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", nil, nil},
	{4, "http://AB.CD.ef/gh/IJ/KL.html", nil, nil},
	{5, "http://ab.cd.EF/GH/ij/kl.html", nil, nil},
	{6, "http://ab.CD.EF/GH/IJ/kl.html", nil, nil},
	{7, "http://ab.CDE123FGH.ij/kl/mn/op.html", nil, nil},
	{8, "http://ab.cd.ef/GH1/2IJ/KL.html", []chkWant{
		{CodeBidiStartEnd, ComponentPath, 16, 5},
		{CodeBidiStartEnd, ComponentPath, 22, 5},
	}, []string{"GH1", "2IJ"}},
	{9, "http://ab.cd.ef/GH%31/%32IJ/KL.html", []chkWant{
		{CodeBidiStartEnd, ComponentPath, 16, 7},
		{CodeBidiStartEnd, ComponentPath, 24, 7},
	}, []string{"GH%31", "%32IJ"}},
	{10, "http://ab.CDEFGH.123/kl/mn/op.html", []chkWant{
		{CodeBidiDigitsNextToRTL, ComponentHost, 23, 3},
	}, []string{"123"}},
}

// TestCheckBidiExamples: RFC 3987 §4.4, examples 1-10, with Hebrew (bidi
// class R) and Arabic (class AL) letters. IDN_INVALID is left out: the
// Bidi Rule of IDNA2008 lookup (RFC 5893 §2) rejects example 10's host,
// which RFC 3987 §4.2 allows (TestCheckHostOptions).
func TestCheckBidiExamples(t *testing.T) {
	for _, script := range []struct {
		name    string
		letters [22]rune
	}{{"Hebrew", chkHebrewLetters}, {"Arabic", chkArabicLetters}} {
		for _, ex := range chkBidiExamples {
			in := chkNotation(ex.in, script.letters)
			x, err := Parse(in)
			if err != nil {
				t.Fatalf("%s example %d: %v", script.name, ex.n, err)
			}
			vs := CheckOptions{Ignore: []Code{CodeIDNInvalid}}.Check(x)
			chkCompare(t, in, vs, ex.want)
			for i, sp := range ex.spans {
				if i < len(vs) {
					if got := in[vs[i].Offset : vs[i].Offset+vs[i].Len]; got != chkNotation(sp, script.letters) {
						t.Errorf("%s example %d: violation %d covers %q, want %q", script.name, ex.n, i, got, chkNotation(sp, script.letters))
					}
				}
			}
			errs := 0
			for _, v := range vs {
				if v.Code.Severity() == SeverityError {
					errs++
				}
			}
			if wantErr := ex.n == 8 || ex.n == 9; (errs > 0) != wantErr {
				t.Errorf("%s example %d: %d errors, want errors: %v", script.name, ex.n, errs, wantErr)
			}
		}
	}
}

// TestCheckBidiWholeComponents: without the subdivisions that RFC 3987 §4.2
// allows, a host with an RTL label and LTR labels breaks rule 1 (of the
// RFC 3987 §4.4 examples, 1, 2, 5, 6, 7 and 10 fail at the ireg-name level,
// 4 in "KL.html").
func TestCheckBidiWholeComponents(t *testing.T) {
	c := CheckOptions{WholeComponents: true}
	fails := map[int]bool{1: true, 2: true, 4: true, 5: true, 6: true, 7: true, 8: true, 9: true, 10: true}
	for _, ex := range chkBidiExamples {
		in := chkNotation(ex.in, chkHebrewLetters)
		vs := c.Check(MustParse(in))
		hasErr := false
		for _, v := range vs {
			hasErr = hasErr || v.Code.Severity() == SeverityError
		}
		if hasErr != fails[ex.n] {
			t.Errorf("example %d with WholeComponents: errors %v, want %v: %v", ex.n, hasErr, fails[ex.n], vs)
		}
	}
	in := chkNotation("http://ab.CDEFGH.ij/", chkHebrewLetters)
	chkCompare(t, in, c.Check(MustParse(in)), []chkWant{
		{CodeBidiMixedDirection, ComponentHost, 7, 18},
		{CodeBidiStartEnd, ComponentHost, 7, 18},
	})
}

// chkCases has a positive and a negative case for every check.
var chkCases = []struct {
	name string
	in   string
	want []chkWant
}{
	// RFC 3987 §4.2 rule 1 and rule 2.
	{"bidi mixed", "http://example.org/\u05d0\u05d1c\u05d3", []chkWant{{CodeBidiMixedDirection, ComponentPath, 19, 7}}},
	{"bidi mixed and ends LTR", "http://example.org/\u05d0\u05d1c", []chkWant{
		{CodeBidiMixedDirection, ComponentPath, 19, 5}, {CodeBidiStartEnd, ComponentPath, 19, 5}}},
	{"bidi separate components", "http://example.org/\u05d0\u05d1/c/\u05d3?\u05d0=c&d=\u05d1#\u05d2", nil},
	{"bidi starts with neutral", "http://example.org/-\u05d0", []chkWant{{CodeBidiStartEnd, ComponentPath, 19, 3}}},
	{"bidi trailing nonspacing mark", "http://example.org/\u05d0\u05d1\u05b8", nil},
	{"bidi leading nonspacing mark", "http://example.org/\u05b8\u05d0", []chkWant{{CodeBidiStartEnd, ComponentPath, 19, 4}}},
	{"bidi userinfo split at colon", "http://\u05d0:\u05d1@example.org/", []chkWant{{CodeUserinfoPassword, ComponentUserinfo, 9, 3}}},
	{"bidi userinfo mixed", "http://\u05d0b@example.org/", []chkWant{
		{CodeBidiMixedDirection, ComponentUserinfo, 7, 3}, {CodeBidiStartEnd, ComponentUserinfo, 7, 3}}},
	{"bidi query parts", "http://example.org/?\u05d0b=c", []chkWant{
		{CodeBidiMixedDirection, ComponentQuery, 20, 3}, {CodeBidiStartEnd, ComponentQuery, 20, 3}}},
	{"bidi fragment", "http://example.org/#\u05d0.b", []chkWant{
		{CodeBidiMixedDirection, ComponentFragment, 20, 4}, {CodeBidiStartEnd, ComponentFragment, 20, 4}}},
	{"bidi extension", "http://example.org/\u05d0.\u05d1.html", nil},
	{"bidi leading dot starts no extension", "http://example.org/.\u05d0", []chkWant{{CodeBidiStartEnd, ComponentPath, 19, 3}}},

	// RFC 3987 §4.4 example 10: digits next to RTL.
	{"digits after RTL segment", "http://example.org/\u05d0\u05d1/123/x", []chkWant{{CodeBidiDigitsNextToRTL, ComponentPath, 24, 3}}},
	{"digits before RTL segment", "http://example.org/123/\u05d0\u05d1", []chkWant{{CodeBidiDigitsNextToRTL, ComponentPath, 19, 3}}},
	{"digits between RTL segments", "http://example.org/\u05d0/1/\u05d1", []chkWant{{CodeBidiDigitsNextToRTL, ComponentPath, 22, 1}}},
	{"port next to RTL label", "http://\u05d0\u05d1:80/", []chkWant{{CodeBidiDigitsNextToRTL, ComponentPort, 12, 2}}},
	{"digits across empty segment", "http://example.org/\u05d0//123", []chkWant{{CodeBidiDigitsNextToRTL, ComponentPath, 23, 3}}},
	{"arabic-indic digits", "http://example.org/\u0628/\u0661\u0662", []chkWant{{CodeBidiDigitsNextToRTL, ComponentPath, 22, 4}}},
	{"IPv4 octet next to RTL", "http://1.2.3.4/\u05d0", []chkWant{{CodeBidiDigitsNextToRTL, ComponentHost, 13, 1}}},
	{"IP literal is one component", "http://[::1]/\u05d0", nil},
	{"digits next to LTR", "http://example.org/ab/123/cd", nil},
	{"digits not adjacent", "http://example.org/\u05d0/x/123", nil},

	// BIDI_CONTROL: RFC 3987 §4.1 extended to ALM and the isolates.
	{"isolate", "http://example.org/a\u2067b", []chkWant{{CodeBidiControl, ComponentPath, 20, 3}}},
	{"arabic letter mark", "http://example.org/?q=\u061c", []chkWant{{CodeBidiControl, ComponentQuery, 22, 2}}},
	{"no bidi control", "http://example.org/a\u2010b", nil},

	// RFC 3987 §5.3.2.2: NFC and NFKC.
	// Display's decision on the part, with Check's on the characters.
	{"not NFC", "http://example.org/re\u0301sume\u0301", []chkWant{
		{CodeNotNFC, ComponentPath, 19, 10}, {CodeNotNFC, ComponentPath, 20, 3}, {CodeNotNFC, ComponentPath, 26, 3}}},
	{"NFC", "http://example.org/r\u00e9sum\u00e9", nil},
	{"not NFC in host", "http://e\u0301.example/", []chkWant{{CodeNotNFC, ComponentHost, 7, 3}}},
	{"NFC, marks in canonical order", "http://example.org/q\u0323\u0301", nil},
	{"not NFC, marks out of order", "http://example.org/q\u0301\u0323", []chkWant{{CodeNotNFC, ComponentPath, 19, 5}}},
	{"not NFC, composable", "http://example.org/a\u0323\u0301", []chkWant{{CodeNotNFC, ComponentPath, 19, 5}}},
	{"not NFKC ligature", "http://example.org/\ufb01le", []chkWant{{CodeNotNFKC, ComponentPath, 19, 3}}},
	{"not NFKC full-width", "http://example.org/?q=\uff21", []chkWant{{CodeNotNFKC, ComponentQuery, 22, 3}}},
	{"NFKC", "http://example.org/file", nil},
	{"not NFC and not NFKC: one report", "http://example.org/\u212b", []chkWant{{CodeNotNFC, ComponentPath, 19, 3}}},

	// comparison-02 §4.3: IDN hosts.
	{"IDN label rejected", "http://a_b.\u4f8b/", []chkWant{{CodeIDNInvalid, ComponentHost, 7, 3}}},
	{"IDN bad A-label", "http://xn--a.example/", []chkWant{{CodeIDNInvalid, ComponentHost, 7, 5}}},
	{"IDN leading combining mark", "http://\u0301a.example/", []chkWant{
		{CodeIDNInvalid, ComponentHost, 7, 3}}},
	{"IDN ok", "http://\u4f8b\u3048.jp/", nil},
	{"IDN A-label ok", "http://xn--rsum-bpad.example.org/", nil},
	{"IDN percent-encoded ok", "http://%E4%BE%8B.jp/", nil},
	{"IDN percent-encoded A-label", "http://a.%78n--a/", []chkWant{{CodePercentEncodedHost, ComponentHost, 7, 9}, {CodeIDNInvalid, ComponentHost, 9, 7}}},
	{"IDN percent-encoded rejected", "http://%E4%BE%8B.a_b/", []chkWant{{CodeIDNInvalid, ComponentHost, 17, 3}}},
	{"ASCII reg-name is not an IDN", "http://a_b.example/", nil},
	{"IDN uppercase mapped", "http://\u00c9cole.example/", nil},

	// RFC 3987 §8: mixed scripts in a label.
	{"mixed Latin Cyrillic", "http://p\u0430ypal.com/", []chkWant{{CodeMixedScript, ComponentHost, 7, 7}}},
	{"mixed Greek Latin", "http://\u03b1b.example/", []chkWant{{CodeMixedScript, ComponentHost, 7, 3}}},
	{"mixed Hangul Hiragana", "http://\ud55c\u3072.example/", []chkWant{{CodeMixedScript, ComponentHost, 7, 6}}},
	{"Japanese mix", "http://\u3072\u3089\u30ab\u30bf\u6f22\u5b57abc.jp/", nil},
	{"Korean mix", "http://\ud55c\u6f22abc.kr/", nil},
	{"Common and Inherited don't count", "http://\u0436\u0301-1.example/", nil},
	{"scripts in separate labels", "http://\u0436\u0438.ab.\u03bb\u03be/", nil},
	// UTS #39 §4: one script that reads as another is not mixed, but a
	// whole-script confusable.
	{"Cyrillic б reads as no Latin letter (Chromium IDN policy)", "http://\u0430\u0431.ab.\u03bb\u03be/", nil},
	{"Cyrillic that reads as Latin (Chromium IDN policy)", "http://\u0430\u0441.ab.\u03bb\u03be/", []chkWant{{CodeWholeScriptConfusable, ComponentHost, 7, 4}}},
	{"mixed script in path is not checked", "http://example.org/p\u0430ypal", nil},

	// 3987bis-13 §5.1 d, RFC 5892 Appendix A: joiners.
	{"ZWJ after Latin", "http://example.org/a\u200db", []chkWant{{CodeJoinerContext, ComponentPath, 20, 3}}},
	{"ZWJ after virama", "http://example.org/\u0915\u094d\u200d\u0937", nil},
	{"ZWNJ after virama", "http://example.org/\u0915\u094d\u200c\u0937", nil},
	{"ZWNJ between Latin", "http://example.org/a\u200cb", []chkWant{{CodeJoinerContext, ComponentPath, 20, 3}}},
	{"ZWNJ dual then right joining", "http://example.org/\u0628\u200c\u0627", nil},
	{"ZWNJ with transparent marks", "http://example.org/\u0628\u064e\u200c\u064e\u0627", nil},
	// Display keeps the joiner percent-encoded, which leaves the
	// component mixed in direction as shown: Display's decision, which
	// Check reports too (RFC 3987 §4.2).
	{"ZWNJ before non-joining hamza", "http://example.org/\u0628\u200c\u0621", []chkWant{{CodeBidiMixedDirection, ComponentPath, 19, 7}, {CodeJoinerContext, ComponentPath, 21, 3}}},
	{"ZWNJ after right joining", "http://example.org/\u0627\u200c\u0628", []chkWant{{CodeBidiMixedDirection, ComponentPath, 19, 7}, {CodeJoinerContext, ComponentPath, 21, 3}}},
	{"ZWNJ at start", "http://example.org/\u200c\u0628", []chkWant{{CodeBidiMixedDirection, ComponentPath, 19, 5}, {CodeJoinerContext, ComponentPath, 19, 3}}},
	{"ZWNJ at end", "http://example.org/\u0628\u200c", []chkWant{{CodeBidiMixedDirection, ComponentPath, 19, 5}, {CodeJoinerContext, ComponentPath, 21, 3}}},
	// UTS #46 §1.3.2: a joiner in a host label, valid in its context,
	// names another host under IDNA2003; Display never shows it.
	{"ZWNJ in host label", "http://\u0628\u200c\u0627.example/", []chkWant{{CodeIDNADeviation, ComponentHost, 7, 7}}},

	// 3987bis-13 §5.1 c: look-alikes of delimiters.
	{"division slash", "http://example.org/a\u2215b", []chkWant{{CodeSyntaxLookalike, ComponentPath, 20, 3}}},
	{"fullwidth solidus, no NOT_NFKC", "http://example.org/a\uff0fb", []chkWant{{CodeSyntaxLookalike, ComponentPath, 20, 3}}},
	{"fraction slash", "http://example.org/1\u20442", []chkWant{{CodeSyntaxLookalike, ComponentPath, 20, 3}}},
	{"fullwidth question mark", "http://example.org/a\uff1fb", []chkWant{{CodeSyntaxLookalike, ComponentPath, 20, 3}}},
	{"fullwidth number sign", "http://example.org/a\uff03b", []chkWant{{CodeSyntaxLookalike, ComponentPath, 20, 3}}},
	{"fullwidth at", "http://example.org/a\uff20b", []chkWant{{CodeSyntaxLookalike, ComponentPath, 20, 3}}},
	{"ideographic full stop in host", "http://example\u3002com/", []chkWant{{CodeSyntaxLookalike, ComponentHost, 14, 3}}},
	{"ratio", "http://example.org/a\u2236b", []chkWant{{CodeSyntaxLookalike, ComponentPath, 20, 3}}},
	{"modifier letter colon", "http://example.org/a\ua789b", []chkWant{{CodeSyntaxLookalike, ComponentPath, 20, 3}}},
	{"fullwidth solidus in host", "http://example.com\uff0fevil.example/", []chkWant{
		{CodeIDNInvalid, ComponentHost, 15, 10}, {CodeSyntaxLookalike, ComponentHost, 18, 3}}},
	{"real delimiters", "http://example.org/a/b?c#d", nil},

	// RFC 3987 §6.1 b: space look-alikes and invisible characters.
	{"no-break space, no NOT_NFKC", "http://example.org/a\u00a0b", []chkWant{{CodeSpaceLookalike, ComponentPath, 20, 2}}},
	{"ideographic space", "http://example.org/a\u3000b", []chkWant{{CodeSpaceLookalike, ComponentPath, 20, 3}}},
	{"ogham space mark", "http://example.org/a\u1680b", []chkWant{{CodeSpaceLookalike, ComponentPath, 20, 3}}},
	{"thin space", "http://example.org/?q=a\u2009b", []chkWant{{CodeSpaceLookalike, ComponentQuery, 23, 3}}},
	{"line separator", "http://example.org/#a\u2028", []chkWant{{CodeSpaceLookalike, ComponentFragment, 21, 3}}},
	{"zero width space", "http://example.org/a\u200bb", []chkWant{{CodeInvisibleCharacter, ComponentPath, 20, 3}}},
	{"word joiner", "http://example.org/a\u2060b", []chkWant{{CodeInvisibleCharacter, ComponentPath, 20, 3}}},
	{"BOM", "http://example.org/a\ufeffb", []chkWant{{CodeInvisibleCharacter, ComponentPath, 20, 3}}},
	{"soft hyphen", "http://example.org/a\u00adb", []chkWant{{CodeInvisibleCharacter, ComponentPath, 20, 2}}},
	{"hangul filler", "http://example.org/\u3164", []chkWant{{CodeInvisibleCharacter, ComponentPath, 19, 3}}},
	{"visible format character", "http://example.org/\u06dd\u0661", nil},
	{"hyphen", "http://example.org/a\u2010b", nil},

	// RFC 3986 §7.5: password.
	{"password", "http://user:pw@example.org/", []chkWant{{CodeUserinfoPassword, ComponentUserinfo, 11, 3}}},
	{"empty password", "http://user:@example.org/", []chkWant{{CodeUserinfoPassword, ComponentUserinfo, 11, 1}}},
	{"no password", "http://user@example.org/", nil},

	// RFC 3986 §7.6: userinfo that looks like a host.
	{"userinfo domain", "http://www.example.com@evil.example/", []chkWant{{CodeUserinfoLooksLikeHost, ComponentUserinfo, 7, 15}}},
	{"RFC 3986 §7.6 example", "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm", []chkWant{{CodeUserinfoLooksLikeHost, ComponentUserinfo, 6, 15}}},
	{"userinfo IPv4", "http://10.0.0.1@evil.example/", []chkWant{{CodeUserinfoLooksLikeHost, ComponentUserinfo, 7, 8}}},
	// Judged as a reader sees it, percent-encoded dots and letters decoded;
	// the finding spans the whole userinfo written with them.
	{"userinfo domain, dots percent-encoded", "http://www%2Epaypal%2Ecom@evil.example/", []chkWant{{CodeUserinfoLooksLikeHost, ComponentUserinfo, 7, 18}}},
	{"userinfo domain, a letter percent-encoded", "http://%70.AA@evil.example/", []chkWant{{CodeUserinfoLooksLikeHost, ComponentUserinfo, 7, 6}}},
	{"userinfo domain with password", "http://paypal.com:x@evil.example/", []chkWant{
		{CodeUserinfoLooksLikeHost, ComponentUserinfo, 7, 10}, {CodeUserinfoPassword, ComponentUserinfo, 17, 2}}},
	{"userinfo A-label", "http://www.xn--rsum-bpad@evil.example/", []chkWant{{CodeUserinfoLooksLikeHost, ComponentUserinfo, 7, 17}}},
	{"userinfo name with dot", "http://john.doe@example.org/", nil},
	{"userinfo plain", "http://anonymous@example.org/", nil},

	// RFC 3986 §7.4: rare IPv4 forms.
	{"hex IPv4", "http://0x7f.1/", []chkWant{{CodeRareIPv4Form, ComponentHost, 7, 6}}},
	{"octal IPv4", "http://0177.0.0.1/", []chkWant{{CodeRareIPv4Form, ComponentHost, 7, 10}}},
	{"integer IPv4", "http://2130706433/", []chkWant{{CodeRareIPv4Form, ComponentHost, 7, 10}}},
	{"short IPv4", "http://127.1/", []chkWant{{CodeRareIPv4Form, ComponentHost, 7, 5}}},
	{"trailing dot IPv4", "http://127.0.0.1./", []chkWant{{CodeRareIPv4Form, ComponentHost, 7, 10}}},
	{"out of range IPv4", "http://256.1.1.1/", []chkWant{{CodeRareIPv4Form, ComponentHost, 7, 9}}},
	{"percent-encoded IPv4", "http://%31%32%37.1/", []chkWant{{CodeRareIPv4Form, ComponentHost, 7, 11}, {CodePercentEncodedHost, ComponentHost, 7, 11}}},
	{"percent-encoded dot in a reg-name (RFC 3986 §3.2.2)", "http://google%2ecom/", []chkWant{{CodePercentEncodedHost, ComponentHost, 7, 12}}},
	{"percent-encoded UTF-8 in a reg-name is no ASCII (RFC 3986 §3.2.2)", "http://%E4%BE%8B.jp/", nil},
	{"IPv4-mapped IPv6 loopback (RFC 4291 §2.5.5.2)", "http://[::ffff:7f00:1]/", []chkWant{{CodeEmbeddedIPv4, ComponentHost, 7, 15}}},
	{"IPv4-mapped IPv6, dotted (RFC 4291 §2.5.5.2)", "http://[::ffff:127.0.0.1]/", []chkWant{{CodeEmbeddedIPv4, ComponentHost, 7, 18}}},
	{"IPv4-compatible IPv6 (RFC 4291 §2.5.5.1)", "http://[::10.0.0.1]/", []chkWant{{CodeEmbeddedIPv4, ComponentHost, 7, 12}}},
	{"NAT64 (RFC 6052 §2.1)", "http://[64:ff9b::a00:1]/", []chkWant{{CodeEmbeddedIPv4, ComponentHost, 7, 16}}},
	{"6to4 (RFC 3056 §2)", "http://[2002:7f00:1::1]/", []chkWant{{CodeEmbeddedIPv4, ComponentHost, 7, 16}}},
	{"Teredo (RFC 4380 §4)", "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/", []chkWant{{CodeEmbeddedIPv4, ComponentHost, 7, 38}}},
	{"ISATAP (RFC 5214 §6.1)", "http://[fe80::5efe:a00:1]/", []chkWant{{CodeEmbeddedIPv4, ComponentHost, 7, 18}}},
	{"loopback and documentation IPv6 embed nothing (RFC 4291 §2.5.3)", "http://[::1]/", nil},
	{"a global IPv6 address embeds nothing (RFC 4291 §2.5.4)", "http://[2001:db8::1]/", nil},
	{"dotted decimal", "http://127.0.0.1/", nil},
	{"five parts", "http://1.2.3.4.5/", nil},
	{"digits and letters", "http://123abc.example/", nil},
	{"bad hex", "http://0x7g/", nil},

	// RFC 3987 §6.4, RFC 3986 §3.2.2: percent-encoded octets not UTF-8.
	{"overlong", "http://example.org/%C0%AF..", []chkWant{{CodePercentNotUTF8, ComponentPath, 19, 6}}},
	{"latin-1", "http://example.org/r%E9sum%E9", []chkWant{
		{CodePercentNotUTF8, ComponentPath, 20, 3}, {CodePercentNotUTF8, ComponentPath, 26, 3}}},
	{"surrogate", "http://example.org/?%ED%A0%80", []chkWant{{CodePercentNotUTF8, ComponentQuery, 20, 9}}},
	{"truncated", "http://example.org/#%E6%97", []chkWant{{CodePercentNotUTF8, ComponentFragment, 20, 6}}},
	{"lead then literal", "http://example.org/%C3\u00e9", []chkWant{{CodePercentNotUTF8, ComponentPath, 19, 3}}},
	{"host", "http://%FF.example/", []chkWant{{CodePercentNotUTF8, ComponentHost, 7, 3}}},
	{"host of any scheme", "foo://%FF.example/%FF", []chkWant{{CodePercentNotUTF8, ComponentHost, 6, 3}}},
	{"urn", "urn:example:%FF", []chkWant{{CodePercentNotUTF8, ComponentPath, 12, 3}}},
	{"mailto", "mailto:%E9@example.org", []chkWant{{CodePercentNotUTF8, ComponentPath, 7, 3}}},
	{"UTF-8", "http://example.org/r%C3%A9sum%C3%A9?%E6%97%A5", nil},
	{"data scheme", "data:,%FF%FE", nil},
	{"relative reference", "/a/%FF", nil},
	{"ASCII octets", "http://example.org/%20%7F%00", nil},
}

func TestCheckCases(t *testing.T) {
	for _, tt := range chkCases {
		t.Run(tt.name, func(t *testing.T) {
			x, err := Parse(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			vs := CheckOptions{NoSchemeChecks: true}.Check(x) // the scheme checks have their own table
			chkCompare(t, tt.in, vs, tt.want)
			if len(tt.want) == 0 && vs != nil {
				t.Errorf("clean IRI gives non-nil %#v", vs)
			}
		})
	}
}

// TestCheckOrder: results are ordered by offset, then code, across
// components and checks.
func TestCheckOrder(t *testing.T) {
	in := "http://u:p@0x7f.1/r%E9\u00a0/\u05d0b?q=\ufb01#\u200b"
	x := MustParse(in)
	chkCompare(t, in, x.Check(), []chkWant{
		{CodeHTTPUserinfo, ComponentUserinfo, 7, 4},
		{CodeUserinfoPassword, ComponentUserinfo, 8, 2},
		{CodeRareIPv4Form, ComponentHost, 11, 6},
		{CodePercentNotUTF8, ComponentPath, 19, 3},
		{CodeSpaceLookalike, ComponentPath, 22, 2},
		{CodeBidiMixedDirection, ComponentPath, 25, 3},
		{CodeBidiStartEnd, ComponentPath, 25, 3},
		{CodeNotNFKC, ComponentQuery, 31, 3},
		{CodeInvisibleCharacter, ComponentFragment, 35, 3},
	})
}

// TestCheckOptions: Ignore, Schemes.
func TestCheckOptions(t *testing.T) {
	x := MustParse("http://u:p@example.org/%E9\u00a0")
	chkCompare(t, x.String(), CheckOptions{Ignore: []Code{CodeUserinfoPassword, CodePercentNotUTF8, CodeHTTPUserinfo}}.Check(x), []chkWant{
		{CodeSpaceLookalike, ComponentPath, 26, 2},
	})
	// Without SPACE_LOOKALIKE, the compatibility character is NOT_NFKC.
	chkCompare(t, x.String(), CheckOptions{Ignore: []Code{CodeUserinfoPassword, CodePercentNotUTF8, CodeSpaceLookalike, CodeHTTPUserinfo}}.Check(x), []chkWant{
		{CodeNotNFKC, ComponentPath, 26, 2},
	})
	all := make([]Code, 0, chkNumCodes)
	for c := Code(1); c < chkNumCodes; c++ {
		all = append(all, c)
	}
	for _, ex := range chkBidiExamples {
		if vs := (CheckOptions{Ignore: all}).Check(MustParse(chkNotation(ex.in, chkHebrewLetters))); vs != nil {
			t.Errorf("everything ignored: %v", vs)
		}
	}

	d := MustParse("data:,%FF?%FE#%FD")
	if vs := d.Check(); vs != nil {
		t.Errorf("data: %v", vs)
	}
	chkCompare(t, d.String(), CheckOptions{HostOptions: HostOptions{Schemes: Schemes{"data": {UTF8: true}}}}.Check(d), []chkWant{
		{CodePercentNotUTF8, ComponentPath, 6, 3},
		{CodePercentNotUTF8, ComponentQuery, 10, 3},
		{CodePercentNotUTF8, ComponentFragment, 14, 3},
	})
	h := MustParse("http://%FF/%FF")
	chkCompare(t, h.String(), CheckOptions{HostOptions: HostOptions{Schemes: Schemes{"http": {}}}}.Check(h), []chkWant{
		{CodePercentNotUTF8, ComponentHost, 7, 3},
	})
}

// chkClean are IRIs without violations.
var chkClean = []string{
	"",
	"http://www.example.com/",
	"https://www.example.com/path/to/resource?query=value&other=1#frag",
	"http://[2001:db8::1]:8080/index.html",
	"http://127.0.0.1:8080/",
	"ftp://ftp.is.co.za/rfc/rfc1808.txt",
	"file:///etc/hosts",
	"mailto:user@example.com",
	"urn:isbn:0451450523",
	"../../g?y#s",
	"//example.net/other/path",
	"http://example.org/%20%2F%3f",
	"http://cafe.example/",
	"http://example.org/r\u00e9sum\u00e9?q=\u65e5\u672c#\u7bc0",
	"https://de.wikipedia.org/wiki/Stra\u00dfe#Geschichte",
	"https://ar.wikipedia.org/wiki/\u0645\u0635\u0631",
	"http://example.org/%C3%B1?q=%E6%97%A5%E6%9C%AC",
	"http://example.org/\u05d0\u05d1/\u05d2?\u05d3=\u05d4#\u05d5",
	"http://example.org/a\u0915\u093c",
	"http://example.org/\u0915\u094d\u200d\u0937",
	"tag:example.com,2004:r\u00e9sum\u00e9",
}

// TestCheckCleanNoAlloc: clean IRIs give nil and cost no allocation.
func TestCheckCleanNoAlloc(t *testing.T) {
	for _, in := range chkClean {
		x := MustParse(in)
		if vs := x.Check(); vs != nil {
			t.Errorf("%q: %v", in, vs)
			continue
		}
		if n := testing.AllocsPerRun(100, func() { _ = x.Check() }); n != 0 {
			t.Errorf("%q: %v allocations, want 0", in, n)
		}
	}
	// An IDN host costs the allocations of the IDNA lookup and of the
	// host decision that Display shares (mapping to A-labels, one slice);
	// its NFD walks borrow a pooled iterator, which the race detector
	// makes sync.Pool drop.
	if raceEnabled {
		return
	}
	for _, ex := range chkBidiExamples[:7] {
		x := MustParse(chkNotation(ex.in, chkHebrewLetters))
		if n := testing.AllocsPerRun(100, func() { _ = x.Check() }); n > 8 {
			t.Errorf("%q: %v allocations, want at most 8", x, n)
		}
	}
}

// TestCheckQuickPath: the one-pass test decides ASCII IRIs, and agrees
// with the full checks.
func TestCheckQuickPath(t *testing.T) {
	for _, in := range chkClean {
		x := MustParse(in)
		if got := (&CheckOptions{NoSchemeChecks: true}).check(x, nil); got != nil {
			t.Errorf("%q: full check %v", in, got)
		}
	}
	quick := []string{
		"http://www.example.com/", "https://www.example.com/path/to/resource?query=value&other=1#frag",
		"http://[2001:db8::1]:8080/index.html", "http://127.0.0.1/", "http://example.org/%20%7e", "",
		"http://example.org/aaaaaaaaaaaaaaaa%2Fbbbbbbbbbbbbbbbbbb%7e",
	}
	for _, in := range quick {
		if !chkQuickClean(MustParse(in)) {
			t.Errorf("%q: not decided by the quick pass", in)
		}
	}
	slow := []string{
		"http://u@x/", "http://1.example/", "http://xn--rsum-bpad.example/", "http://x/%80",
		"http://x/\u00e9", "http://x/aaaaaaaaaaaaaaaa%c3%a9bbbbbbbbbbbbb", "http://XN--x.example/",
		"http://%41.example/", "http://a.%78n--a/",
	}
	for _, in := range slow {
		if chkQuickClean(MustParse(in)) {
			t.Errorf("%q: decided by the quick pass", in)
		}
	}
}

// TestCodeNames pins the numeric values and names of the codes: they are
// a stable interface (new codes are appended).
func TestCodeNames(t *testing.T) {
	want := []struct {
		c    Code
		n    int
		name string
		sev  Severity
	}{
		{CodeBidiMixedDirection, 1, "BIDI_MIXED_DIRECTION", SeverityError},
		{CodeBidiStartEnd, 2, "BIDI_START_END", SeverityError},
		{CodeBidiDigitsNextToRTL, 3, "BIDI_DIGITS_NEXT_TO_RTL", SeverityWarning},
		{CodeBidiControl, 4, "BIDI_CONTROL", SeverityError},
		{CodeNotNFC, 5, "NOT_NFC", SeverityWarning},
		{CodeNotNFKC, 6, "NOT_NFKC", SeverityWarning},
		{CodeIDNInvalid, 7, "IDN_INVALID", SeverityError},
		{CodeMixedScript, 8, "MIXED_SCRIPT", SeverityWarning},
		{CodeJoinerContext, 9, "JOINER_CONTEXT", SeverityWarning},
		{CodeSyntaxLookalike, 10, "SYNTAX_LOOKALIKE", SeverityWarning},
		{CodeSpaceLookalike, 11, "SPACE_LOOKALIKE", SeverityWarning},
		{CodeInvisibleCharacter, 12, "INVISIBLE_CHARACTER", SeverityWarning},
		{CodeUserinfoPassword, 13, "USERINFO_PASSWORD", SeverityWarning},
		{CodeUserinfoLooksLikeHost, 14, "USERINFO_LOOKS_LIKE_HOST", SeverityWarning},
		{CodeRareIPv4Form, 15, "RARE_IPV4_FORM", SeverityWarning},
		{CodePercentNotUTF8, 16, "PERCENT_NOT_UTF8", SeverityWarning},
		{CodeHTTPNoHost, 17, "HTTP_NO_HOST", SeverityError},
		{CodeHTTPUserinfo, 18, "HTTP_USERINFO", SeverityWarning},
		{CodePortEmpty, 19, "PORT_EMPTY", SeverityWarning},
		{CodePortDefault, 20, "PORT_DEFAULT", SeverityWarning},
		{CodeURNNID, 21, "URN_NID", SeverityError},
		{CodeURNInformalNID, 22, "URN_INFORMAL_NID", SeverityError},
		{CodeURNReservedNID, 23, "URN_RESERVED_NID", SeverityWarning},
		{CodeURNNSS, 24, "URN_NSS", SeverityError},
		{CodeURNComponents, 25, "URN_COMPONENTS", SeverityError},
		{CodeURNUUID, 26, "URN_UUID", SeverityError},
		{CodeURNUUIDCase, 27, "URN_UUID_CASE", SeverityWarning},
		{CodeURNOID, 28, "URN_OID", SeverityError},
		{CodeMailtoAddress, 29, "MAILTO_ADDRESS", SeverityError},
		{CodeMailtoHfield, 30, "MAILTO_HFIELD", SeverityError},
		{CodeFileForm, 31, "FILE_FORM", SeverityError},
		{CodeFileLocalhost, 32, "FILE_LOCALHOST", SeverityWarning},
		{CodeFileDriveLetter, 33, "FILE_DRIVE_LETTER", SeverityWarning},
		{CodeDataSyntax, 34, "DATA_SYNTAX", SeverityError},
		{CodeDataMediaType, 35, "DATA_MEDIA_TYPE", SeverityError},
		{CodeDataBase64, 36, "DATA_BASE64", SeverityError},
		{CodeTagSyntax, 37, "TAG_SYNTAX", SeverityError},
		{CodeDIDMethod, 38, "DID_METHOD", SeverityError},
		{CodeDIDID, 39, "DID_ID", SeverityError},
		{CodeWSNoHost, 40, "WS_NO_HOST", SeverityError},
		{CodeWSUserinfo, 41, "WS_USERINFO", SeverityError},
		{CodeWSFragment, 42, "WS_FRAGMENT", SeverityError},
		{CodeSchemeError, 43, "SCHEME_ERROR", SeverityError},
		{CodeSchemeWarning, 44, "SCHEME_WARNING", SeverityWarning},
		{CodeNotDisplayable, 45, "NOT_DISPLAYABLE", SeverityWarning},
		{CodeWholeScriptConfusable, 46, "WHOLE_SCRIPT_CONFUSABLE", SeverityWarning},
		{CodeMixedScriptConfusable, 47, "MIXED_SCRIPT_CONFUSABLE", SeverityWarning},
		{CodeDigitLookalike, 48, "DIGIT_LOOKALIKE", SeverityWarning},
		{CodeMixedNumbers, 49, "MIXED_NUMBERS", SeverityWarning},
		{CodeIdentifierRestricted, 50, "IDENTIFIER_RESTRICTED", SeverityWarning},
		{CodeCombiningMark, 51, "COMBINING_MARK", SeverityWarning},
		{CodeIDNADeviation, 52, "IDNA_DEVIATION", SeverityWarning},
		{CodeLetterOutsideTLD, 53, "LETTER_OUTSIDE_TLD", SeverityWarning},
		{CodeHyphenLookalike, 54, "HYPHEN_LOOKALIKE", SeverityWarning},
		{CodeCJKLookalike, 55, "CJK_LOOKALIKE", SeverityWarning},
		{CodeProtectedNameLookalike, 56, "PROTECTED_NAME_LOOKALIKE", SeverityWarning},
		{CodeUserinfoHidden, 57, "USERINFO_HIDDEN", SeverityWarning},
		{CodeApostropheLookalike, 58, "APOSTROPHE_LOOKALIKE", SeverityWarning},
		{CodeMiddleDot, 59, "MIDDLE_DOT", SeverityWarning},
		{CodeNonASCIILatinMixed, 60, "NON_ASCII_LATIN_MIXED", SeverityWarning},
		{CodeKanaMark, 61, "KANA_MARK", SeverityWarning},
		{CodeEmbeddedIPv4, 62, "EMBEDDED_IPV4", SeverityWarning},
		{CodePercentEncodedHost, 63, "PERCENT_ENCODED_HOST", SeverityWarning},
		{CodeBidiControlEncoded, 64, "BIDI_CONTROL_ENCODED", SeverityWarning},
	}
	if len(want) != int(chkNumCodes)-1 {
		t.Fatalf("%d codes, test knows %d", chkNumCodes-1, len(want))
	}
	for _, w := range want {
		if int(w.c) != w.n || w.c.String() != w.name || w.c.Severity() != w.sev || w.c.Spec() == "" {
			t.Errorf("code %d: %d %q %v %q", w.n, int(w.c), w.c.String(), w.c.Severity(), w.c.Spec())
		}
		b, err := w.c.MarshalText()
		var back Code
		if err != nil || string(b) != w.name || back.UnmarshalText(b) != nil || back != w.c {
			t.Errorf("code %s: text round trip %q %v %v", w.name, b, err, back)
		}
	}
	var c Code
	if c.String() != "Code(0)" || Code(99).String() != "Code(99)" || c.Severity() != 0 || c.Spec() != "" {
		t.Errorf("invalid codes: %q %q %v", c.String(), Code(99).String(), c.Severity())
	}
	if err := c.UnmarshalText([]byte("NO_SUCH_CODE")); err == nil {
		t.Error("UnmarshalText accepted an unknown name")
	}
	if _, err := c.MarshalText(); err == nil {
		t.Error("MarshalText accepted Code(0)")
	}
	if SeverityWarning.String() != "warning" || SeverityError.String() != "error" || Severity(0).String() != "Severity(0)" {
		t.Error("Severity names")
	}
	v := Violation{Code: CodeNotNFC, Component: ComponentPath, Offset: 3, Len: 2, Message: "m"}
	if v.String() != "3: warning NOT_NFC: m" {
		t.Errorf("Violation.String: %q", v.String())
	}
}

// TestCheckNumericIPv4 checks the inet_aton reading of reg-names.
func TestCheckNumericIPv4(t *testing.T) {
	for _, tt := range []struct{ in, desc, addr string }{
		{"0x7f.1", "hexadecimal, 2 parts", "127.0.0.1"},
		{"0177.0.0.1", "octal", "127.0.0.1"},
		{"2130706433", "a single number", "127.0.0.1"},
		{"127.1", "2 parts", "127.0.0.1"},
		{"10.1.2", "3 parts", "10.1.0.2"},
		{"0x7F.0X0.0.0x1", "hexadecimal", "127.0.0.1"},
		{"0x", "hexadecimal, a single number", "0.0.0.0"},
		{"08.1.1.1", "octal, out of range", ""},
		{"4294967296", "a single number, out of range", ""},
		{"99999999999999999999999", "a single number, out of range", ""},
		{"1.2.3.4.", "trailing dot", "1.2.3.4"},
	} {
		desc, addr, ok := chkNumericIPv4(tt.in)
		if !ok || desc != tt.desc || addr != tt.addr {
			t.Errorf("%q: %q %q %v, want %q %q", tt.in, desc, addr, ok, tt.desc, tt.addr)
		}
	}
	for _, in := range []string{"", ".", "1..2", "1.2.3.4.5", "0x1g", "1e3", "a.1", "1.2.3.4.."} {
		if _, _, ok := chkNumericIPv4(in); ok {
			t.Errorf("%q: numeric", in)
		}
	}
}

// TestCheckMessages spot-checks that messages name the rule and clause.
func TestCheckMessages(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{chkNotation("http://ab.cd.ef/GH1/", chkHebrewLetters), "RFC 3987 §4.2 rule 2"},
		{"http://example.org/\u05d0b\u05d1", "RFC 3987 §4.2 rule 1"},
		{chkNotation("http://ab.CDEFGH.123/", chkHebrewLetters), "RFC 3987 §4.4 example 10"},
		{"http://example.org/a\uff0fb", "U+FF0F '／' looks like the delimiter \"/\""},
		{"http://example.org/a\u00a0b", "U+00A0 NO-BREAK SPACE"},
		{"http://0x7f.1/", "127.0.0.1"},
		{"http://a_b.\u4f8b/", "U+005F"},
		{"http://p\u0430ypal.com/", "Latin and Cyrillic"},
		{"http://example.org/a\u200db", "RFC 5892 Appendix A.2"},
		{"http://x/%C0%AF", `"%C0%AF"`},
	} {
		vs := MustParse(tt.in).Check()
		found := false
		for _, v := range vs {
			found = found || strings.Contains(v.Message, tt.want)
		}
		if !found {
			t.Errorf("%q: %v, want a message with %q", tt.in, vs, tt.want)
		}
	}
	// Long components are shortened in messages, on a rune boundary.
	long := "http://example.org/" + strings.Repeat("\u05d0", 40) + "b"
	vs := MustParse(long).Check()
	if len(vs) == 0 || !utf8.ValidString(vs[0].Message) || !strings.Contains(vs[0].Message, "…") {
		t.Errorf("long component: %v", vs)
	}
}

// TestCheckHostOptions: CheckOptions takes DisplayOptions' host fields
// (issue 28 item 5), so that Check and Display make one host decision.
func TestCheckHostOptions(t *testing.T) {
	has := func(vs []Violation, code Code, c Component) bool {
		for _, v := range vs {
			if v.Code == code && v.Component == c {
				return true
			}
		}
		return false
	}
	// Scripts: a host label with a character of another script is
	// NOT_DISPLAYABLE in both, and Display shows its A-label (3987bis-13 §8.6).
	latin := []*unicode.RangeTable{unicode.Latin}
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"http://\u4f8b\u3048.jp/", true},                                    // Han, Hiragana
		{"http://b\u00fccher.example/", false},                               // Latin
		{"http://\u0430\u0431\u0432.example/", true},                         // Cyrillic
		{"http://example.org/\u4f8b", false},                                 // not the host
		{"http://x1\u0301.example/", false},                                  // Inherited
		{"http://%E4%BE%8B.example/", true},                                  // decoded first
		{"http://\u0627\u0644\u0639\u0631\u0628\u064a\u0629.example/", true}, // Arabic
	} {
		x := MustParse(tt.in)
		got := has(CheckOptions{HostOptions: HostOptions{Scripts: latin}}.Check(x), CodeNotDisplayable, ComponentHost)
		_, dv := DisplayOptions{HostOptions: HostOptions{Scripts: latin}}.Display(x)
		if got != tt.want || has(dv, CodeNotDisplayable, ComponentHost) != tt.want {
			t.Errorf("%q: Check NOT_DISPLAYABLE %v, Display %v; want %v", tt.in, got, has(dv, CodeNotDisplayable, ComponentHost), tt.want)
		}
		if has(CheckOptions{}.Check(x), CodeNotDisplayable, ComponentHost) {
			t.Errorf("%q: the zero CheckOptions reports NOT_DISPLAYABLE", tt.in)
		}
		if has(CheckOptions{HostOptions: HostOptions{Scripts: latin}, Ignore: []Code{CodeNotDisplayable}}.Check(x), CodeNotDisplayable, ComponentHost) {
			t.Errorf("%q: Ignore does not drop NOT_DISPLAYABLE", tt.in)
		}
	}
	// IDNAProfile: nil is idna.Lookup, whose Bidi Rule (RFC 5893 §2)
	// rejects RFC 3987 §4.4 example 10's host; a profile without it does
	// not, and RFC 3987 §4.2's rules still apply (BIDI_* codes).
	x := MustParse("http://ab.\u05d2\u05d3\u05d4\u05d5\u05d6\u05d7.123/")
	if !has(CheckOptions{}.Check(x), CodeIDNInvalid, ComponentHost) {
		t.Errorf("%s: no IDN_INVALID with the default profile, idna.Lookup (Bidi Rule, RFC 5893 §2)", x)
	}
	noBidi := idna.New(idna.MapForLookup(), idna.Transitional(false))
	if vs := (CheckOptions{HostOptions: HostOptions{IDNAProfile: noBidi}}).Check(x); has(vs, CodeIDNInvalid, ComponentHost) || !has(vs, CodeBidiDigitsNextToRTL, ComponentHost) {
		t.Errorf("%s: %v with a profile without the Bidi Rule", x, vs)
	}
	// The profile is the one that runs: idna.Punycode maps nothing and
	// checks nothing, so a label that lookup rejects passes.
	y := MustParse("http://a\u200db.example/") // ZWJ out of context (RFC 5892 Appendix A.2)
	if !has(CheckOptions{}.Check(y), CodeIDNInvalid, ComponentHost) {
		t.Errorf("%s: no IDN_INVALID with the default profile", y)
	}
	if has(CheckOptions{HostOptions: HostOptions{IDNAProfile: idna.Punycode}}.Check(y), CodeIDNInvalid, ComponentHost) {
		t.Errorf("%s: IDN_INVALID with idna.Punycode", y)
	}
}

// TestCodeConstants: each constant's name spells its String name, and its
// comment in violation.go gives the name, severity and clause that String,
// Severity and Spec return.
func TestCodeConstants(t *testing.T) {
	src, err := os.ReadFile("violation.go")
	if err != nil {
		t.Fatal(err)
	}
	line := regexp.MustCompile(`(?m)^\s*Code(\w+)\s+// ([A-Z0-9_]+), (error|warning), ([^:\n]+)`)
	n := 0
	for _, m := range line.FindAllStringSubmatch(string(src), -1) {
		n++
		var c Code
		if err := c.UnmarshalText([]byte(m[2])); err != nil {
			t.Errorf("Code%s: comment names %s, no code", m[1], m[2])
			continue
		}
		if !strings.EqualFold(m[1], strings.ReplaceAll(m[2], "_", "")) {
			t.Errorf("Code%s does not spell %s", m[1], m[2])
		}
		if c.Severity().String() != m[3] || c.Spec() != strings.TrimSpace(m[4]) {
			t.Errorf("Code%s: comment %q %q, but Severity %q and Spec %q", m[1], m[3], m[4], c.Severity(), c.Spec())
		}
	}
	if n != int(chkNumCodes)-1 {
		t.Errorf("%d constants with a comment, want %d", n, chkNumCodes-1)
	}
}

// TestPlainLetter: a letter isPlainLetter passes breaks none of the
// character rules that Check (chkChars) and Display (charDisplayRule)
// apply (RFC 3987 §4.1, §6.1 b; 3987bis-13 §5.1 c, §8.6), over all of
// Unicode, so that both may decide such letters with one lookup.
func TestPlainLetter(t *testing.T) {
	for r := rune(0x80); r <= unicode.MaxRune; r++ {
		if !isPlainLetter(r) {
			continue
		}
		if isBidiControl(r) || isLaterBidiControl(r) || unicode.In(r, unicode.Zs, unicode.Zl, unicode.Zp) ||
			chkSyntaxLookalike(r) != 0 || r == chkZWNJ || r == chkZWJ || chkInvisible(r) ||
			!unicode.IsGraphic(r) || unicode.Is(unicode.Cf, r) {
			t.Fatalf("%U is a plain letter that a character rule judges", r)
		}
	}
}

// TestMayEmbedIPv4: every IPv6 address that embeds an IPv4 address
// (RFC 4291 §2.5.5, RFC 6052 §2.1, RFC 8215, RFC 3056 §2, RFC 4380 §4,
// RFC 5214 §6.1) passes the textual test, in each way it can be written.
func TestMayEmbedIPv4(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	prefixes := [][]byte{{}, {0, 0}, {0, 0x64, 0xff, 0x9b}, {0x20, 0x02}, {0x20, 0x01, 0, 0}, {0x20, 0x01}, {0, 0x64}}
	for i := 0; i < 200000; i++ {
		var b [16]byte
		for k := range b {
			if rng.IntN(3) > 0 {
				b[k] = byte(rng.IntN(256))
			}
		}
		p := prefixes[rng.IntN(len(prefixes))]
		copy(b[:], p)
		if rng.IntN(4) == 0 {
			for k := len(p); k < 12; k++ {
				b[k] = 0
			}
		}
		if rng.IntN(4) == 0 {
			b[8], b[9], b[10], b[11] = byte(rng.IntN(2)*2), 0, 0x5e, 0xfe
		}
		a := netip.AddrFrom16(b)
		for _, form := range []string{a.String(), a.StringExpanded(), strings.ToUpper(a.StringExpanded())} {
			if _, _, embeds := parsedEmbeddedIPv4(form); !embeds {
				continue
			}
			if !mayEmbedIPv4(form) {
				t.Fatalf("%s embeds an IPv4 address, but mayEmbedIPv4 says it cannot", form)
			}
		}
	}
}

// TestRuneName: code points in messages are written as Unicode writes
// them, "U+" and at least four uppercase hex digits (The Unicode
// Standard, Appendix A).
func TestRuneName(t *testing.T) {
	for _, tc := range []struct {
		r    rune
		want string
	}{
		{0x0430, "U+0430 'а'"}, {0x200B, "U+200B ZERO WIDTH SPACE"}, {0xA0, "U+00A0 NO-BREAK SPACE"},
		{0x1F600, "U+1F600 '😀'"}, {0x10FFFD, "U+10FFFD"}, {0x0301, "U+0301"}, {0x61, "U+0061 'a'"},
	} {
		if got := chkRuneName(tc.r); got != tc.want {
			t.Errorf("chkRuneName(%U) = %q, want %q", tc.r, got, tc.want)
		}
	}
}
