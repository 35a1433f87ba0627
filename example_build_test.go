package iri_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
)

func ExampleFromParts() {
	x, err := iri.FromParts(iri.Parts{
		Scheme: "https",
		Host:   "例え.jp",
		Port:   "8443",
		Path:   "/" + iri.EscapeSegment("naïve café"),
		Query:  "q=" + iri.EscapeQueryValue("a&b"),
	})
	fmt.Println(x, err)

	// An empty authority and an empty query need their Has flags.
	x, _ = iri.FromParts(iri.Parts{Scheme: "file", HasAuthority: true, Path: "/etc/hosts", HasQuery: true})
	fmt.Println(x)

	// Each component is checked against its own rule; the error points
	// into the recomposed reference.
	_, err = iri.FromParts(iri.Parts{Scheme: "http", Host: "example.com/x"})
	fmt.Println(err)
	var pe *iri.ParseError
	if errors.As(err, &pe) {
		fmt.Println(pe.Component, pe.Offset)
	}
	_, err = iri.FromParts(iri.Parts{Path: "a:b"})
	fmt.Println(err)
	// Output:
	// https://例え.jp:8443/naïve%20café?q=a%26b <nil>
	// file:///etc/hosts?
	// iri: invalid character U+002F '/' in host at offset 18: "http://example.com/x" (ireg-name)
	// host 18
	// iri: invalid character U+003A ':' in path at offset 1: "a:b" (ipath-noscheme: the first segment of a relative-path reference cannot contain ":"; write "./" before it, RFC 3986 §4.2)
}

func ExampleIRI_Parts() {
	p := iri.MustParse("http://user@example.com:/a?#f").Parts()
	fmt.Printf("%q %q %q %v %q %q %v\n", p.Scheme, p.Userinfo, p.Host, p.HasPort, p.Path, p.Query, p.HasQuery)

	// Change several components at once, then recompose.
	p.Userinfo, p.HasUserinfo = "", false
	p.Port, p.HasPort = "8080", true
	x, err := iri.FromParts(p)
	fmt.Println(x, err)
	// Output:
	// "http" "user" "example.com" true "/a" "" true
	// http://example.com:8080/a?#f <nil>
}

func ExampleIRI_WithScheme() {
	x := iri.MustParse("http://example.com/")
	y, err := x.WithScheme("https")
	fmt.Println(y, err)
	fmt.Println(x) // x itself is unchanged
	// Output:
	// https://example.com/ <nil>
	// http://example.com/
}

func ExampleIRI_WithUserinfo() {
	x := iri.MustParse("ftp://ftp.example.com/pub/")
	y, err := x.WithUserinfo(iri.EscapeUserinfo("anonymous@guest"))
	fmt.Println(y, err)
	// Output: ftp://anonymous%40guest@ftp.example.com/pub/ <nil>
}

func ExampleIRI_WithoutUserinfo() {
	fmt.Println(iri.MustParse("https://user:secret@example.com/").WithoutUserinfo())
	// Output: https://example.com/
}

func ExampleIRI_WithHost() {
	x := iri.MustParse("http://localhost:8080/status")
	y, _ := x.WithHost("[::1]")
	fmt.Println(y)
	_, err := x.WithHost("::1")
	fmt.Println(err)
	// Output:
	// http://[::1]:8080/status
	// iri: invalid character U+003A ':' in host at offset 7: "http://::1:8080/status" (ihost: a ":" cannot be part of a host; write an IPv6 address in brackets and the port in Port)
}

func ExampleIRI_WithPort() {
	x := iri.MustParse("http://example.com/")
	y, _ := x.WithPort("8080")
	fmt.Println(y)
	_, err := x.WithPort("http")
	fmt.Println(err)
	// Output:
	// http://example.com:8080/
	// iri: invalid character U+0068 'h' in port at offset 19: "http://example.com:http/" (port = *DIGIT)
}

func ExampleIRI_WithoutPort() {
	fmt.Println(iri.MustParse("https://example.com:443/").WithoutPort())
	// Output: https://example.com/
}

func ExampleIRI_WithPath() {
	x := iri.MustParse("https://example.com/old?x=1")
	y, _ := x.WithPath("/新/" + iri.EscapeSegment("a/b"))
	fmt.Println(y)
	_, err := x.WithPath("relative")
	fmt.Println(err)
	// Output:
	// https://example.com/新/a%2Fb?x=1
	// iri: invalid character U+0072 'r' in path at offset 19: "https://example.comrelative?x=1" (ipath-abempty: with an authority the path is empty or begins with "/", RFC 3986 §3.3)
}

func ExampleIRI_WithQuery() {
	x := iri.MustParse("https://example.com/search#results")
	y, _ := x.WithQuery("q=" + iri.EscapeQueryValue("日本 & 中国"))
	fmt.Println(y)
	z, _ := x.WithQuery("")
	fmt.Println(z, z.HasQuery())
	// Output:
	// https://example.com/search?q=日本%20%26%20中国#results
	// https://example.com/search?#results true
}

func ExampleIRI_WithoutQuery() {
	fmt.Println(iri.MustParse("https://example.com/a?x=1#top").WithoutQuery())
	// Output: https://example.com/a#top
}

func ExampleIRI_WithFragment() {
	x := iri.MustParse("https://example.com/doc")
	y, _ := x.WithFragment(iri.EscapeFragment("Section 2"))
	fmt.Println(y)
	// Output: https://example.com/doc#Section%202
}

func ExampleIRI_WithoutFragment() {
	// The absolute-IRI of RFC 3987 §2.2, as a base for resolution.
	fmt.Println(iri.MustParse("https://example.com/doc?v=2#intro").WithoutFragment())
	// Output: https://example.com/doc?v=2
}

func ExampleJoinPath() {
	base := iri.MustParse("https://example.com/api/v1/?key=k")
	x, err := iri.JoinPath(base, "users", iri.EscapeSegment("José/Ana"), "posts/")
	fmt.Println(x, err)

	// Dot segments are removed (RFC 3986 §5.2.4); repeated slashes stay.
	x, _ = iri.JoinPath(base, "../v2", "a//b")
	fmt.Println(x)

	// Elements are path text: escape arbitrary text first.
	_, err = iri.JoinPath(base, "a b")
	fmt.Println(err)
	// Output:
	// https://example.com/api/v1/users/José%2FAna/posts/?key=k <nil>
	// https://example.com/api/v2/a//b?key=k
	// iri: invalid character U+0020 in path at offset 1: "a b" (ipath: ipchar and "/" (escape text with EscapeSegment))
}

// A component is present when it is non-empty or its Has field is set.
func ExampleParts() {
	for _, p := range []iri.Parts{
		{Scheme: "http", Host: "example.com", Query: "q"},
		{Scheme: "http", Host: "example.com", HasQuery: true, HasFragment: true},
		{Scheme: "file", HasAuthority: true, Path: "/tmp"},
		{Path: "a/b", Fragment: "c"},
	} {
		x, err := iri.FromParts(p)
		fmt.Println(x, err)
	}
	// Output:
	// http://example.com?q <nil>
	// http://example.com?# <nil>
	// file:///tmp <nil>
	// a/b#c <nil>
}
