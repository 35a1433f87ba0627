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

func ExampleOrigin_Scheme() {
	o, _ := iri.MustParse("HTTPS://Example.COM/").Origin()
	fmt.Println(o.Scheme()) // lowercase (RFC 6454 §4 step 4)
	// Output: https
}

func ExampleOrigin_Host() {
	o, _ := iri.MustParse("http://Bücher.example/").Origin()
	fmt.Println(o.Host()) // an A-label host in lowercase (RFC 6454 §4 step 5)
	// Output: xn--bcher-kva.example
}

func ExampleOrigin_Port() {
	a, _ := iri.MustParse("http://example.com/").Origin()
	b, _ := iri.MustParse("http://example.com:8080/").Origin()
	fmt.Printf("%q %q\n", a.Port(), b.Port()) // the scheme's default port when none is written (RFC 6454 §4 step 6)
	// Output: "80" "8080"
}

func ExampleOrigin_IsOpaque() {
	a, _ := iri.MustParse("data:text/plain,hi").Origin()
	b, _ := iri.MustParse("https://example.com/").Origin()
	fmt.Println(a.IsOpaque(), b.IsOpaque()) // RFC 6454 §4 step 1: a globally unique identifier
	// Output: true false
}
