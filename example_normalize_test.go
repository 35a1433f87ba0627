package iri_test

import (
	"fmt"

	"github.com/go-iri/iri"
)

// The comparison ladder of RFC 3987 §5.3: each level normalizes more.
func ExampleIRI_Normalize() {
	x := iri.MustParse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9")
	fmt.Println(x.Normalize(iri.NormCase))
	fmt.Println(x.Normalize(iri.NormCase | iri.NormPercent))
	fmt.Println(x.Normalize(iri.SyntaxBased)) // RFC 3987 §5.3.2

	h := iri.MustParse("HTTP://Example.COM:80")
	fmt.Println(h.Normalize(iri.SyntaxBased))
	fmt.Println(h.Normalize(iri.SchemeBased)) // RFC 3987 §5.3.3

	// Opt-in rungs: IDN hosts in U-label form, Unicode normalization.
	fmt.Println(iri.MustParse("http://XN--RSUM-BPAD.example.org/").Normalize(iri.SchemeBased | iri.NormIDN))
	fmt.Printf("%+q\n", iri.MustParse("http://example.org/re\u0301sume\u0301").Normalize(iri.NormNFC))
	// Output:
	// example://a/./b/../b/%63/%7Bfoo%7D/ros%C3%A9
	// example://a/./b/../b/c/%7Bfoo%7D/rosé
	// example://a/b/c/%7Bfoo%7D/rosé
	// http://example.com:80
	// http://example.com/
	// http://résumé.example.org/
	// "http://example.org/r\u00e9sum\u00e9"
}

func ExampleEquivalent() {
	a := iri.MustParse("http://example.com/~user/ros%C3%A9")
	b := iri.MustParse("HTTP://example.com:80/%7Euser/rosé")
	fmt.Println(iri.Equivalent(a, b, 0)) // simple string comparison, RFC 3987 §5.3.1
	fmt.Println(iri.Equivalent(a, b, iri.SyntaxBased))
	fmt.Println(iri.Equivalent(a, b, iri.SchemeBased))

	// Empty and missing components differ at every level (RFC 3987 §5.3.3).
	fmt.Println(iri.Equivalent(iri.MustParse("http://example.com/?"), iri.MustParse("http://example.com/"), iri.SchemeBased))
	// Reserved characters are never decoded.
	fmt.Println(iri.Equivalent(iri.MustParse("http://example.com/a%2Fb"), iri.MustParse("http://example.com/a/b"), iri.SchemeBased))
	// Output:
	// false
	// false
	// true
	// false
	// false
}

// A NormalizeOptions holds the options: here a scheme the built-in table does not
// know, and fragments left out, as when deciding on a network action (RFC
// 3987 §5.1).
func ExampleNormalizeOptions_Normalize() {
	nz := iri.NormalizeOptions{
		Flags:           iri.SchemeBased,
		Schemes:         map[string]iri.Scheme{"git": {DefaultPort: "9418", RootPath: true}},
		ExcludeFragment: true,
	}
	fmt.Println(nz.Normalize(iri.MustParse("GIT://Example.ORG:9418#readme")))
	fmt.Println(nz.Normalize(iri.MustParse("https://example.org:443/a/../b#top")))
	// Output:
	// git://example.org/
	// https://example.org/b
}

func ExampleNormalizeOptions_Equivalent() {
	nz := iri.NormalizeOptions{Flags: iri.SchemeBased | iri.NormIDN}
	fmt.Println(nz.Equivalent(
		iri.MustParse("http://résumé.example.org"),
		iri.MustParse("http://xn--rsum-bpad.example.org:80/")))
	nz.ExcludeFragment = true
	fmt.Println(nz.Equivalent(
		iri.MustParse("http://example.org/#a"),
		iri.MustParse("http://example.org/#b")))
	// Output:
	// true
	// true
}

// URIKey gives one ASCII key per equivalence class, for caches and indexes.
func ExampleNormalizeOptions_URIKey() {
	nz := iri.NormalizeOptions{Flags: iri.SchemeBased, ExcludeFragment: true}
	for _, s := range []string{
		"http://example.org/r%c3%a9sum%c3%a9#top",
		"HTTP://EXAMPLE.org:80/a/../résumé",
	} {
		fmt.Println(nz.URIKey(iri.MustParse(s)))
	}
	// Output:
	// http://example.org/r%C3%A9sum%C3%A9
	// http://example.org/r%C3%A9sum%C3%A9
}
