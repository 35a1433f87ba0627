package iri

import (
	"slices"
	"strings"
	"testing"
)

// TestDisplayRuleRows gives the host rules of docs/reference.md ("Host
// rules") the rows that the larger tables leave out: each row's decisions,
// in Display's order, and Check's agreement with them.
func TestDisplayRuleRows(t *testing.T) {
	for _, tc := range []struct {
		clause string
		in     string
		shown  string
		codes  []Code
		msg    string // a piece of the first decision's message, if any
	}{
		// The hyphen rule is part of IDNA here: the U-label fails it and
		// is kept percent-encoded, its A-label shown as written.
		{"RFC 5891 §4.2.3.1", "http://\u0440\u0443--\u0430\u0432\u0442\u043e/",
			"http://%D1%80%D1%83--%D0%B0%D0%B2%D1%82%D0%BE/", []Code{CodeIDNInvalid}, `"--" as its third and fourth characters`},
		{"RFC 5891 §4.2.3.1", "http://xn-----8kci4dhsd/", "http://xn-----8kci4dhsd/", nil, ""},
		{"UTS #39 §5.4 (more than four marks)", "http://a\u0301\u0302\u0303\u0304\u0306b.com/",
			"http://xn--b-tfa94neafm.com/", []Code{CodeCombiningMark}, "more than four combining marks"},
		// A mark of Latin, Greek and Cyrillic (and of Cherokee and others,
		// by Script_Extensions) on a Hebrew letter: named as Latin.
		{"Chromium IDN policy (mark after a letter not LGC)", "http://\u05d0\u0301\u05d1.com/",
			"http://xn--lsa15lea.com/", []Code{CodeMixedScript, CodeCombiningMark}, "mixes the scripts Hebrew and Latin"},
		{"Chromium IDN policy (katakana ヘ in hiragana)", "http://\u3072\u3089\u30d8\u306a.com/",
			"http://xn--q9jp3e5p.com/", []Code{CodeKanaMark}, "in a hiragana label"},
		{"Chromium IDN policy (whole-script, Devanagari)", "http://\u093d\u0966\u0971.com/",
			"http://xn--62b6f7a.com/", []Code{CodeIdentifierRestricted, CodeWholeScriptConfusable}, ""},
		{"Chromium IDN policy (whole-script, Gujarati)", "http://\u0aa1\u0a9f\u0ae6\u0ae7.com/",
			"http://xn--becd2se.com/", []Code{CodeWholeScriptConfusable}, "Gujarati letters that all read as Latin"},
		{"Chromium IDN policy (whole-script, Gurmukhi)", "http://\u0a66\u0a67.com/",
			"http://xn--occc.com/", []Code{CodeIdentifierRestricted, CodeWholeScriptConfusable}, ""},
		{"Chromium IDN policy (whole-script, Kannada)", "http://\u0cbd\u0ce6\u0ce7.com/",
			"http://xn--stc6fd.com/", []Code{CodeIdentifierRestricted, CodeWholeScriptConfusable}, ""},
		{"Chromium IDN policy (whole-script, Malayalam)", "http://\u0d1f\u0d20\u0d27.com/",
			"http://xn--lwccv.com/", []Code{CodeWholeScriptConfusable}, "Malayalam letters that all read as Latin"},
		{"Chromium IDN policy (whole-script, Oriya)", "http://\u0b20\u0b66\u0b6e.com/",
			"http://xn--zhc4lya.com/", []Code{CodeIdentifierRestricted, CodeWholeScriptConfusable}, ""},
		{"Chromium IDN policy (whole-script, Tamil)", "http://\u0b9f\u0baa\u0be6.com/",
			"http://xn--mlcw4p.com/", []Code{CodeIdentifierRestricted, CodeWholeScriptConfusable}, ""},
		{"Chromium IDN policy (whole-script, Telugu)", "http://\u0c66\u0c67.com/",
			"http://xn--brcc.com/", []Code{CodeIdentifierRestricted, CodeWholeScriptConfusable}, ""},
		// A label of two scripts, made of digit look-alikes only.
		{"Chromium IDN policy (digit look-alikes, two scripts)", "http://\u0437\u0968.com/",
			"http://xn--g1a27x.com/", []Code{CodeMixedScript, CodeDigitLookalike}, "mixes the scripts Cyrillic and Devanagari"},
		{"3987bis-13 §5.1 c (IDNA reads U+3002 as \".\")", "http://example\u3002com/",
			"http://example.com/", []Code{CodeSyntaxLookalike}, `looks like "."`},
		// þ is Icelandic only; ð is Faroese too (garðar.fo is shown).
		{"Chromium IDN policy (þ outside .is)", "http://\u00feorn.fo/",
			"http://xn--orn-ooa.fo/", []Code{CodeLetterOutsideTLD}, "U+00FE"},
		{"Chromium IDN policy (丶 beside one non-CJK character)", "http://a\u4e36.com/",
			"http://xn--a-3q6a.com/", []Code{CodeCJKLookalike}, "U+4E36"},
		// U+0301 is of Cyrillic and Cherokee as well as Latin: the label
		// has no character of one script to replace by another's.
		{"UTS #39 §4 (no mixed-script confusable through a mark's scripts)", "http://\u4e00\u0301.com/",
			"http://xn--lsa1159a.com/", []Code{CodeCJKLookalike, CodeCombiningMark}, ""},
		// IDNA deletes U+200B: a label of it alone, percent-encoded or not,
		// is empty, and has no A-label ("xn--zug" is not one).
		{"UTS #46 §4 step 1 (a label IDNA deletes)", "http://\u0430.%E2%80%8B/",
			"http://\u0430./", []Code{CodeInvisibleCharacter}, `the label is ""`},
		{"UTS #46 §4 step 1 (a label IDNA deletes)", "http://\u0430.\u200b/",
			"http://\u0430./", []Code{CodeInvisibleCharacter}, `the label is ""`},
	} {
		x := MustParse(tc.in)
		got, ds := DisplayOptions{}.Display(x)
		var codes []Code
		for _, d := range ds {
			codes = append(codes, d.Code)
		}
		if got != tc.shown || !slices.Equal(codes, tc.codes) {
			t.Errorf("%s: Display(%+q) = %q %v, want %q %v", tc.clause, tc.in, got, codes, tc.shown, tc.codes)
			continue
		}
		if tc.msg != "" && !strings.Contains(ds[0].Message, tc.msg) {
			t.Errorf("%s: %+q: message %q lacks %q", tc.clause, tc.in, ds[0].Message, tc.msg)
		}
		if why := checkDisplayDisagree(x, HostOptions{}, false); why != "" {
			t.Errorf("%s: %+q: %s", tc.clause, tc.in, why)
		}
	}
}
