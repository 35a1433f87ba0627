package iri_test

import (
	"fmt"

	"github.com/go-iri/iri"
)

func ExampleIRI_Origin() {
	a, _ := iri.MustParse("http://bücher.example/p").Origin()
	b, _ := iri.MustParse("HTTP://xn--bcher-kva.EXAMPLE:80/q?x#y").Origin()
	fmt.Println(a, a == b)

	c, _ := iri.MustParse("https://example.com:8443/").Origin()
	fmt.Println(c, c.Scheme(), c.Host(), c.Port())

	d, _ := iri.MustParse("file:///etc/hosts").Origin()
	e, _ := iri.MustParse("file:///etc/hosts").Origin()
	saved := d
	fmt.Println(d, d.IsOpaque(), saved == d, e == d) // an opaque origin is equal only to itself
	// Output:
	// http://xn--bcher-kva.example true
	// https://example.com:8443 https example.com 8443
	// null true true false
}

func ExampleOriginOptions_Origin() {
	// A scheme of the caller's with tuple origins.
	o := iri.OriginOptions{Schemes: iri.Schemes{
		"coap": {DefaultPort: "5683", DNSHost: true, Origin: true},
	}}
	x, _ := o.Origin(iri.MustParse("coap://Sensor.example:5683/temp"))
	fmt.Println(x)
	// Output:
	// coap://sensor.example
}

func ExampleOrigin_String() {
	o, _ := iri.MustParse("wss://[2001:DB8::1]:443/chat").Origin()
	fmt.Println(o.String())
	// Output:
	// wss://[2001:db8::1]
}
