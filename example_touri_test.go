package iri_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
	"golang.org/x/text/encoding/charmap"
)

func ExampleIRI_ToURI() {
	// RFC 3987 §3.1: existing percent-encodings and delimiters stay as
	// they are; only the non-ASCII characters are encoded, as UTF-8.
	x := iri.MustParse("http://www.example.org/red%09ros\u00e9#red")
	fmt.Println(x.ToURI())

	// Characters beyond the BMP become four octets each.
	fmt.Println(iri.MustParse("http://example.com/\U00010300\U00010301\U00010302").ToURI())

	// By default the host is percent-encoded like everything else.
	fmt.Println(iri.MustParse("http://r\u00e9sum\u00e9.example.org").ToURI())
	// Output:
	// http://www.example.org/red%09ros%C3%A9#red
	// http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82
	// http://r%C3%A9sum%C3%A9.example.org
}

func ExampleMapper_ToURI() {
	m := iri.Mapper{IDNA: true}
	u, err := m.ToURI(iri.MustParse("http://r\u00e9sum\u00e9.example.org/r\u00e9sum\u00e9"))
	fmt.Println(u, err)

	// Escapes that are not UTF-8 cannot be mapped to a DNS name, and the
	// whole mapping fails (3987bis-13 §3.4.2).
	_, err = m.ToURI(iri.MustParse("http://r%E9sum%E9.example.org/"))
	fmt.Println(errors.Is(err, iri.ErrIDNA))
	var he *iri.HostError
	if errors.As(err, &he) {
		fmt.Println(he.Host, he.Offset)
	}
	// Output:
	// http://xn--rsum-bpad.example.org/r%C3%A9sum%C3%A9 <nil>
	// true
	// r%E9sum%E9.example.org 8
}

func ExampleMapper_ToURI_queryEncoding() {
	// An http IRI found in an ISO-8859-1 document: its query is encoded
	// in that charset (3987bis-13 §3.5); the path stays UTF-8.
	m := iri.Mapper{QueryEncoding: charmap.ISO8859_1}
	u, err := m.ToURI(iri.MustParse("http://example.org/caf\u00e9?q=caf\u00e9"))
	fmt.Println(u, err)

	_, err = m.ToURI(iri.MustParse("http://example.org/?q=\u20ac"))
	fmt.Println(err)
	// Output:
	// http://example.org/caf%C3%A9?q=caf%E9 <nil>
	// iri: invalid character U+20AC '€' in query at offset 22: "http://example.org/?q=€" (not representable in ISO 8859-1; 3987bis-13 §3.5)
}

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
