package iri_test

import (
	"fmt"

	"github.com/go-iri/iri"
	"golang.org/x/text/encoding/charmap"
)

func ExampleParseLEIRI() {
	x, err := iri.ParseLEIRI("http://example.org/a b/{x}?q=\"y\"")
	fmt.Println(x, err)

	// "%" is never converted: a stray one is still an error.
	_, err = iri.ParseLEIRI("http://example.org/a b%zz")
	fmt.Println(err)
	// Output:
	// http://example.org/a%20b/%7Bx%7D?q=%22y%22 <nil>
	// iri: invalid percent-encoding: character U+007A 'z' in path at offset 23: "http://example.org/a b%zz" (pct-encoded = "%" HEXDIG HEXDIG)
}

func ExampleParseUserInput() {
	x, err := iri.ParseUserInput("  http://example.com/my file.html\n")
	fmt.Printf("%q %v\n", x, err)
	// Output:
	// "http://example.com/my%20file.html" <nil>
}

func ExampleParseEncoded() {
	// "Việt" in windows-1258: e with circumflex (0xEA), then a combining
	// dot below (0xF2). RFC 3987 §3.1 step 1b normalizes it to NFC.
	x, err := iri.ParseEncoded([]byte("http://example.vn/Vi\xea\xf2t"), charmap.Windows1258)
	fmt.Printf("%+q %v\n", x, err)
	fmt.Println(x.ToURI())
	// Output:
	// "http://example.vn/Vi\u1ec7t" <nil>
	// http://example.vn/Vi%E1%BB%87t
}
