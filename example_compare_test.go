package iri_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
)

// Compare has three outcomes (comparison-02 §2), and tells "same resource,
// different fragment" from "different".
func ExampleNormalizeOptions_Compare() {
	nz := iri.NormalizeOptions{Flags: iri.SchemeBased}
	for _, p := range [][2]string{
		{"HTTP://example.com:80", "http://example.com/"},
		{"http://example.com/#top", "http://example.com/#end"},
		{"http://example.com/a", "http://example.com/b"},
		{"http://example.com/caf%E9", "http://example.com/café"}, // Latin-1? unknown
		{"a/b", "a/b"}, // relative: resolve first
	} {
		c, err := nz.Compare(iri.MustParse(p[0]), iri.MustParse(p[1]))
		fmt.Println(c)
		if errors.Is(err, iri.ErrUndetermined) {
			fmt.Println("  ", err)
		}
	}

	// With a base, both references are resolved first (RFC 3987 §5.1).
	nz.Base = iri.MustParse("http://example.com/docs/index.html")
	c, _ := nz.Compare(iri.MustParse("../img/logo.png"), iri.MustParse("/img/logo.png"))
	fmt.Println(c)
	// Output:
	// equivalent
	// same resource, different fragment
	// different
	// cannot be determined
	//    iri: cannot compare "http://example.com/caf%E9" at offset 22: percent-encoding %E9 is not part of well-formed UTF-8, so its character is unknown and the rung cannot decode it (RFC 3987 §5.3.2.3, §6.4)
	// cannot be determined
	//    iri: cannot compare "a/b" at offset 0: relative reference and no base to resolve it against (RFC 3987 §5.1, comparison-02 §2)
	// equivalent
}

// A crawler that records the redirects it follows, and passes that
// knowledge to the comparison as its protocol-based rung (RFC 3987 §5.3.4,
// comparison-02 §4.4).
func ExampleNormalizeOptions_Protocol() {
	nz := iri.NormalizeOptions{Flags: iri.SchemeBased}

	// The crawler keys what it learns by normal form, as Compare passes
	// the normal forms (without fragments) to the hook.
	redirects := map[string]string{}
	fetched := func(url, location string) {
		from := nz.Normalize(iri.MustParse(url))
		to := nz.Normalize(iri.MustParse(location))
		redirects[from.String()] = to.String()
	}
	// "GET /data" answered "301 Moved Permanently, Location: /data/".
	fetched("http://example.com/data", "http://example.com/data/")

	nz.Protocol = func(a, b iri.IRI) bool {
		return redirects[a.String()] == b.String() // Compare asks in both orders
	}
	for _, p := range [][2]string{
		{"http://example.com/data/", "HTTP://EXAMPLE.com:80/data"},
		{"http://example.com/data#intro", "http://example.com/data/#intro"},
		{"http://example.com/data", "http://example.com/other/"},
	} {
		c, _ := nz.Compare(iri.MustParse(p[0]), iri.MustParse(p[1]))
		fmt.Println(c)
	}
	// Output:
	// equivalent
	// equivalent
	// different
}

// A CompareError says which reference keeps the comparison from an answer,
// where, and why.
func ExampleCompareError() {
	nz := iri.NormalizeOptions{Flags: iri.SchemeBased | iri.NormIDN}
	_, err := nz.Compare(iri.MustParse("http://example.org/"), iri.MustParse("http://xn--example-.org/"))
	var ce *iri.CompareError
	if errors.As(err, &ce) {
		fmt.Println(ce.Arg, ce.Component, ce.Offset, errors.Is(err, iri.ErrUndetermined))
	}
	// Output:
	// 2 host 7 true
}

// The outcomes print as comparison-02 §2 names them.
func ExampleComparison_String() {
	for c := iri.CompareUndetermined; c <= iri.CompareEquivalent; c++ {
		fmt.Println(c)
	}
	// Output:
	// cannot be determined
	// different
	// same resource, different fragment
	// equivalent
}
