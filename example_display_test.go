package iri_test

import (
	"fmt"
	"unicode"

	"github.com/go-iri/iri"
)

// Display shows an IRI to a person: decoded where that is readable, and
// encoded where a reader could be fooled (RFC 3987 §4, §8).
func ExampleIRI_Display() {
	for _, s := range []string{
		"http://xn--rsum-bpad.example.org/caf%C3%A9?q=%E2%82%AC",
		"http://p\u0430ypal.com/", // Cyrillic а: a spoof
		"http://example.org/%E2%80%AEfdp.exe",
		"http://example.org/a%E2%80%8Bb",                     // ZERO WIDTH SPACE
		"http://example.org/\u05d0\u05d1/\u05d2\u05d3\u0031", // §4.4 example 8
	} {
		fmt.Println(iri.MustParse(s).Display())
	}
	// Output:
	// http://résumé.example.org/café?q=€
	// http://xn--pypal-4ve.com/
	// http://example.org/%E2%80%AEfdp.exe
	// http://example.org/a%E2%80%8Bb
	// http://example.org/אב/%D7%92%D7%931
}

// DisplayOptions wraps the result for right-to-left surroundings, limits it
// to the scripts the caller can render, and reports each decision with the
// Code that caused it.
func ExampleDisplayOptions_Display() {
	o := iri.DisplayOptions{
		Wrap:        iri.BidiWrapIsolate, // LRI … PDI (UAX #9)
		HostOptions: iri.HostOptions{Scripts: []*unicode.RangeTable{unicode.Latin, unicode.Hebrew}},
	}
	x := iri.MustParse("http://g\u03bfogle.com/%D7%A9%D7%9C%D7%95%D7%9D/%E0%B8%81?a=%E2%80%8B")
	s, decisions := o.Display(x)
	fmt.Printf("%+q\n", s)
	for _, v := range decisions {
		fmt.Println(v.Offset, v.Code)
	}
	// Output:
	// "\u2066http://xn--gogle-rce.com/\u05e9\u05dc\u05d5\u05dd/%E0%B8%81?a=%E2%80%8B\u2069"
	// 7 MIXED_SCRIPT
	// 7 NOT_DISPLAYABLE
	// 44 NOT_DISPLAYABLE
	// 56 INVISIBLE_CHARACTER
}
