package iri_test

import (
	"fmt"
	"strings"

	"github.com/go-iri/iri"
)

func ExampleDefaultSchemeChecks() {
	// The built-in scheme checks run by default; here they are reused to
	// check a scheme that follows the rules of http.
	checks := iri.DefaultSchemeChecks()
	c := iri.CheckOptions{SchemeChecks: iri.SchemeChecks{"web+app": checks["https"]}}
	for _, s := range []string{
		"http:example.org/",                             // RFC 9110 §4.2.1
		"https://example.org:443/",                      // RFC 3986 §3.2.3
		"urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", // RFC 9562 §4
		"mailto:joe.example.org",                        // RFC 6068 §2
		"file://localhost/etc/hosts",                    // RFC 8089 §2
		"web+app:///x",                                  // checked as https
	} {
		for _, v := range c.Check(iri.MustParse(s)) {
			fmt.Printf("%s: %s %s (%s) %q\n", s, v.Code.Severity(), v.Code, v.Code.Spec(), s[v.Offset:v.Offset+v.Len])
		}
	}
	// Output:
	// http:example.org/: error HTTP_NO_HOST (RFC 9110 §4.2.1) "http:"
	// https://example.org:443/: warning PORT_DEFAULT (RFC 3986 §3.2.3) ":443"
	// urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6: warning URN_UUID_CASE (RFC 9562 §4) "F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6"
	// mailto:joe.example.org: error MAILTO_ADDRESS (RFC 6068 §2) "joe.example.org"
	// file://localhost/etc/hosts: warning FILE_LOCALHOST (RFC 8089 §2) "localhost"
	// web+app:///x: error HTTP_NO_HOST (RFC 9110 §4.2.1) "//"
}

func ExampleSchemeChecks() {
	// A check for the caller's own scheme, held by the CheckOptions (nothing is
	// registered globally); it reports with the same Violation model.
	acme := func(dst []iri.Violation, x iri.IRI) []iri.Violation {
		if p := x.Path(); !strings.HasPrefix(p, "v1/") {
			off := len(x.Scheme()) + 1 // no authority: the path follows "acme:"
			dst = append(dst, iri.Violation{
				Code: iri.CodeSchemeError, Component: iri.ComponentPath,
				Offset: off, Len: len(p),
				Message: "acme paths start with \"v1/\" (acme scheme spec §2)",
			})
		}
		return dst
	}
	c := iri.CheckOptions{SchemeChecks: iri.SchemeChecks{"acme": acme}}
	for _, s := range []string{"acme:v1/item", "acme:v2/item"} {
		fmt.Println(s, c.Check(iri.MustParse(s)))
	}
	// Output:
	// acme:v1/item []
	// acme:v2/item [5: error SCHEME_ERROR: acme paths start with "v1/" (acme scheme spec §2)]
}

func ExampleCheckOptions_noSchemeChecks() {
	x := iri.MustParse("http://user@example.org:80/")
	fmt.Println(len(x.Check()), "findings by default")
	fmt.Println(iri.CheckOptions{NoSchemeChecks: true}.Check(x))
	// Output:
	// 2 findings by default
	// []
}
