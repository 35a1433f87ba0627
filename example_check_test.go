package iri_test

import (
	"fmt"

	"github.com/go-iri/iri"
)

func ExampleIRI_Check() {
	for _, s := range []string{
		"http://例え.jp/パス?キー=値#断片",                     // clean
		"http://www.example.com@evil.example/",        // RFC 3986 §7.6
		"http://example.org/r%E9sum%E9",               // Latin-1, not UTF-8
		"http://p\u0430ypal.com/\ufb01le",             // Cyrillic a; the ligature "fi"
		"http://ab.cd.ef/\u05d6\u05d71/2\u05d8\u05d9", // RFC 3987 §4.4 example 8
	} {
		x := iri.MustParse(s)
		fmt.Printf("%q\n", s)
		for _, v := range x.Check() {
			fmt.Printf("  %s %s at %d+%d: %s\n", v.Code.Severity(), v.Code, v.Offset, v.Len, v.Component)
		}
	}
	// Output:
	// "http://例え.jp/パス?キー=値#断片"
	// "http://www.example.com@evil.example/"
	//   warning USERINFO_LOOKS_LIKE_HOST at 7+15: userinfo
	//   warning HTTP_USERINFO at 7+16: userinfo
	// "http://example.org/r%E9sum%E9"
	//   warning PERCENT_NOT_UTF8 at 20+3: path
	//   warning PERCENT_NOT_UTF8 at 26+3: path
	// "http://pаypal.com/ﬁle"
	//   warning MIXED_SCRIPT at 7+7: host
	//   warning NOT_NFKC at 19+3: path
	// "http://ab.cd.ef/זח1/2טי"
	//   error BIDI_START_END at 16+5: path
	//   error BIDI_START_END at 22+5: path
}

func ExampleCheckOptions_Check() {
	// RFC 3987 §4.4 example 1, "http://ab.CDEFGH.ij/kl/mn/op.html", with
	// Hebrew letters. By default host labels are bidi components and the
	// IRI is fine; as one ireg-name component it mixes directions.
	x := iri.MustParse("http://ab.\u05d2\u05d3\u05d4\u05d5\u05d6\u05d7.ij/kl/mn/op.html")
	fmt.Println(x.Check())
	for _, v := range (iri.CheckOptions{WholeComponents: true}).Check(x) {
		fmt.Println(v.Code, v.Offset, v.Len)
	}

	// Ignore lists codes not to report.
	y := iri.MustParse("ftp://anonymous:guest@ftp.example.org/pub/%FF")
	c := iri.CheckOptions{Ignore: []iri.Code{iri.CodeUserinfoPassword}}
	for _, v := range c.Check(y) {
		fmt.Println(v)
	}
	// Output:
	// []
	// BIDI_MIXED_DIRECTION 7 18
	// BIDI_START_END 7 18
	// 42: warning PERCENT_NOT_UTF8: percent-encoded octets "%FF" are not UTF-8, which scheme "ftp" expects (RFC 3987 §6.4, §8)
}

func ExampleCode_String() {
	// Codes have stable names, severities and specification clauses.
	for c := iri.CodeBidiMixedDirection; c <= iri.CodePercentNotUTF8; c++ {
		fmt.Printf("%-2d %-24s %-7s %s\n", int(c), c, c.Severity(), c.Spec())
	}
	// Output:
	// 1  BIDI_MIXED_DIRECTION     error   RFC 3987 §4.2 rule 1
	// 2  BIDI_START_END           error   RFC 3987 §4.2 rule 2
	// 3  BIDI_DIGITS_NEXT_TO_RTL  warning RFC 3987 §4.4 example 10
	// 4  BIDI_CONTROL             error   RFC 3987 §4.1
	// 5  NOT_NFC                  warning RFC 3987 §5.3.2.2
	// 6  NOT_NFKC                 warning RFC 3987 §5.3.2.2, §6.1 b
	// 7  IDN_INVALID              error   comparison-02 §4.3
	// 8  MIXED_SCRIPT             warning RFC 3987 §8
	// 9  JOINER_CONTEXT           warning 3987bis-13 §5.1 d
	// 10 SYNTAX_LOOKALIKE         warning 3987bis-13 §5.1 c
	// 11 SPACE_LOOKALIKE          warning RFC 3987 §6.1 b
	// 12 INVISIBLE_CHARACTER      warning RFC 3987 §6.1 b
	// 13 USERINFO_PASSWORD        warning RFC 3986 §7.5
	// 14 USERINFO_LOOKS_LIKE_HOST warning RFC 3986 §7.6
	// 15 RARE_IPV4_FORM           warning RFC 3986 §7.4
	// 16 PERCENT_NOT_UTF8         warning RFC 3987 §6.4
}

func ExampleCode_Severity() {
	for _, c := range []iri.Code{iri.CodeBidiControl, iri.CodeUserinfoPassword} {
		fmt.Println(c, c.Severity())
	}
	// Output:
	// BIDI_CONTROL error
	// USERINFO_PASSWORD warning
}

func ExampleCode_Spec() {
	fmt.Println(iri.CodeBidiStartEnd.Spec())
	fmt.Println(iri.CodeUserinfoPassword.Spec())
	// Output:
	// RFC 3987 §4.2 rule 2
	// RFC 3986 §7.5
}
