package iri_test

import (
	"fmt"

	"github.com/go-iri/iri"
)

// ToIRI decodes percent-encoded UTF-8 (RFC 3987 §3.2) but keeps what an IRI
// cannot hold literally: non-UTF-8 octets, reserved characters, the bidi
// formatting characters, and, by default, space look-alikes such as U+00A0.
func ExampleIRI_ToIRI() {
	for _, s := range []string{
		"http://www.example.org/D%C3%BCrst",        // RFC 3987 §3.2.1
		"http://www.example.org/D%FCrst",           // not UTF-8: kept
		"http://xn--99zt52a.example.org/%e2%80%ae", // U+202E RLO: kept, hex uppercased
		"http://example.org/a%2Fb%20c?q=%E6%97%A5", // "/" and space stay encoded
		"http://example.org/%7Euser/%C2%A0/%41%42", // unreserved decoded, NBSP kept
	} {
		u := iri.MustParse(s)
		fmt.Println(u.ToIRI())
	}
	// Output:
	// http://www.example.org/Dürst
	// http://www.example.org/D%FCrst
	// http://xn--99zt52a.example.org/%E2%80%AE
	// http://example.org/a%2Fb%20c?q=日
	// http://example.org/~user/%C2%A0/AB
}

func ExampleFromURI() {
	x, err := iri.FromURI("http://www.example.org/r%C3%A9sum%C3%A9.html")
	fmt.Println(x, err)

	// Latin-1 is never guessed (RFC 3987 §3.2).
	x, err = iri.FromURI("http://www.example.org/r%E9sum%E9.html")
	fmt.Println(x, err)

	// A URI is ASCII only.
	_, err = iri.FromURI("http://www.example.org/résumé.html")
	fmt.Println(err != nil)
	// Output:
	// http://www.example.org/résumé.html <nil>
	// http://www.example.org/r%E9sum%E9.html <nil>
	// true
}

func ExampleToIRIOptions_ToIRI() {
	u := iri.MustParse("http://xn--99zt52a.example.org/%e2%80%ae?q=%E6%97%A5")

	// 3987bis-13 §4.2 step 7: punycode labels of DNS hosts to Unicode.
	c := iri.ToIRIOptions{IDNA: true}
	fmt.Println(c.ToIRI(u))

	// 3987bis-13 §4.2 step 5: keep the http(s) query as it is.
	c = iri.ToIRIOptions{IDNA: true, KeepQueryEncoded: true}
	fmt.Println(c.ToIRI(u))

	// The 3987bis grammar decodes tag characters, in the query only.
	c = iri.ToIRIOptions{Grammar: iri.RFC3987bis}
	fmt.Printf("%+q\n", c.ToIRI(iri.MustParse("http://x/%F3%A0%80%81?%F3%A0%80%81")).String())
	// Output:
	// http://納豆.example.org/%E2%80%AE?q=日
	// http://納豆.example.org/%E2%80%AE?q=%E6%97%A5
	// "http://x/%F3%A0%80%81?\U000e0001"
}
