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

func ExampleToURIOptions_ToURI() {
	m := iri.ToURIOptions{IDNA: true}
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

func ExampleToURIOptions_ToURI_queryEncoding() {
	// An http IRI found in an ISO-8859-1 document: its query is encoded
	// in that charset (3987bis-13 §3.5); the path stays UTF-8.
	m := iri.ToURIOptions{QueryEncoding: charmap.ISO8859_1}
	u, err := m.ToURI(iri.MustParse("http://example.org/caf\u00e9?q=caf\u00e9"))
	fmt.Println(u, err)

	_, err = m.ToURI(iri.MustParse("http://example.org/?q=\u20ac"))
	fmt.Println(err)
	// Output:
	// http://example.org/caf%C3%A9?q=caf%E9 <nil>
	// iri: character not representable in the query charset at offset 22: "http://example.org/?q=€": U+20AC '€' is not in ISO 8859-1 (3987bis-13 §3.5)
}

func ExampleToURIOptions_URL() {
	x := iri.MustParse("http://例え.jp/パス")
	u, _ := x.URL()
	fmt.Println(u.String())
	u, err := iri.ToURIOptions{IDNA: true}.URL(x)
	fmt.Println(u.Host, u.EscapedPath(), err)
	// Output:
	// http://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9
	// xn--r8jz45g.jp /%E3%83%91%E3%82%B9 <nil>
}
