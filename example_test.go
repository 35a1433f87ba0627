package iri_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
)

func ExampleParse() {
	x, err := iri.Parse("http://user@例え.jp:8080/パス?キー=値#断片")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(x.Scheme())
	fmt.Println(x.Userinfo())
	fmt.Println(x.Host())
	fmt.Println(x.Port())
	fmt.Println(x.Path())
	fmt.Println(x.Query())
	fmt.Println(x.Fragment())

	_, err = iri.Parse("http://example.org/a b")
	fmt.Println(err)
	// Output:
	// http
	// user
	// 例え.jp
	// 8080
	// /パス
	// キー=値
	// 断片
	// iri: invalid character U+0020 in path at offset 20: "http://example.org/a b" (ipchar)
}

func ExampleMustParse() {
	base := iri.MustParse("http://example.org/")
	fmt.Println(base)
	fmt.Println(iri.MustParse("") == iri.IRI{}) // the zero IRI is the empty reference

	defer func() { fmt.Println("panic:", recover()) }()
	iri.MustParse("http://[::1/")
	// Output:
	// http://example.org/
	// true
	// panic: iri: invalid character U+002F '/' in host at offset 11: "http://[::1/" (IPv6address)
}

func ExampleParseURI() {
	u, err := iri.ParseURI("http://www.example.org/r%C3%A9sum%C3%A9.html")
	fmt.Println(u.Path(), err)

	// A URI is ASCII only; the same reference with the characters
	// themselves is an IRI, but not a URI.
	_, err = iri.ParseURI("http://www.example.org/résumé.html")
	fmt.Println(errors.Is(err, iri.ErrInvalidChar), err)
	// Output:
	// /r%C3%A9sum%C3%A9.html <nil>
	// true iri: invalid character U+00E9 'é' in path at offset 24: "http://www.example.org/résumé.html" (URIs are ASCII only, RFC 3986 §2)
}

func ExampleParseOptions_Parse() {
	// U+E0001 LANGUAGE TAG is not allowed by RFC 3987; 3987bis adds the tag
	// characters to iprivate, so they are allowed in the query.
	const s = "http://example.org/?\U000E0001"
	_, err := iri.Parse(s)
	fmt.Println(err != nil)
	x, err := iri.ParseOptions{Grammar: iri.RFC3987bis}.Parse(s)
	fmt.Println(err == nil, x.HasQuery())

	_, err = iri.ParseURI("http://例え.jp/")
	fmt.Println(errors.Is(err, iri.ErrInvalidChar))
	// Output:
	// true
	// true true
	// true
}

func ExampleParseError() {
	_, err := iri.Parse("http://example.org:8x/")
	var pe *iri.ParseError
	if errors.As(err, &pe) {
		fmt.Println(pe.Offset, pe.Component, pe.Err, string(pe.Rune))
		fmt.Println(pe.Input[pe.Offset:])
	}
	// errors.Is matches the kind, and also the component's sentinel.
	fmt.Println(errors.Is(err, iri.ErrInvalidPort))

	_, err = iri.Parse("http://[fe80::1%25eth0]/")
	fmt.Println(errors.Is(err, iri.ErrInvalidHost), err)

	_, err = iri.Parse("http://example.org/D\xfcrst")
	fmt.Println(errors.Is(err, iri.ErrInvalidUTF8), err)
	// Output:
	// 20 port iri: invalid port x
	// x/
	// true
	// true iri: invalid character U+0025 '%' in host at offset 15: "http://[fe80::1%25eth0]/" (IPv6address)
	// true iri: invalid UTF-8 byte 0xFC in path at offset 20: "http://example.org/D\xfcrst" (ill-formed UTF-8, RFC 3987 §6.2)
}

func ExampleIRI_Scheme() {
	fmt.Println(iri.MustParse("HTTP://example.com/").Scheme())
	fmt.Printf("%q\n", iri.MustParse("//example.com/").Scheme())
	// Output:
	// HTTP
	// ""
}

func ExampleIRI_IsAbs() {
	fmt.Println(iri.MustParse("mailto:John.Doe@example.com").IsAbs())
	fmt.Println(iri.MustParse("../g").IsAbs())
	// Output:
	// true
	// false
}

func ExampleIRI_Authority() {
	x := iri.MustParse("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm")
	fmt.Println(x.Authority())
	y := iri.MustParse("file:///etc/hosts")
	fmt.Printf("%v %q\n", y.HasAuthority(), y.Authority())
	z := iri.MustParse("mailto:fred@example.com")
	fmt.Printf("%v %q\n", z.HasAuthority(), z.Authority())
	// Output:
	// cnn.example.com&story=breaking_news@10.0.0.1
	// true ""
	// false ""
}

func ExampleIRI_Userinfo() {
	x := iri.MustParse("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm")
	fmt.Println(x.Userinfo(), x.Host())
	y := iri.MustParse("http://@example.com/")
	fmt.Printf("%v %q\n", y.HasUserinfo(), y.Userinfo())
	// Output:
	// cnn.example.com&story=breaking_news 10.0.0.1
	// true ""
}

func ExampleIRI_Host() {
	for _, s := range []string{
		"http://[2001:db8::7]:80/",
		"http://résumé.example.org/",
		"file:///etc/hosts",
		"mailto:a@example.com",
	} {
		x := iri.MustParse(s)
		fmt.Printf("%q %v\n", x.Host(), x.HostKind())
	}
	// Output:
	// "[2001:db8::7]" IPv6address
	// "résumé.example.org" ireg-name
	// "" ireg-name
	// "" none
}

func ExampleIRI_HostKind() {
	for _, s := range []string{
		"http://192.0.2.16/",
		"http://192.068.001.000/", // leading zeros: not a dec-octet
		"http://[::1]/",
		"http://[v7.zone]/",
		"urn:isbn:0451450523",
	} {
		fmt.Println(iri.MustParse(s).HostKind())
	}
	// Output:
	// IPv4address
	// ireg-name
	// IPv6address
	// IPvFuture
	// none
}

func ExampleIRI_Addr() {
	for _, s := range []string{
		"telnet://192.0.2.16:80/",
		"http://[::FFFF:129.144.52.38]/",
		"http://example.com/",
	} {
		a, ok := iri.MustParse(s).Addr()
		fmt.Println(a, ok)
	}
	// Output:
	// 192.0.2.16 true
	// ::ffff:129.144.52.38 true
	// invalid IP false
}

func ExampleIRI_Port() {
	for _, s := range []string{"http://example.com:8042/", "http://example.com:/", "http://example.com/"} {
		x := iri.MustParse(s)
		fmt.Printf("%v %q\n", x.HasPort(), x.Port())
	}
	// Output:
	// true "8042"
	// true ""
	// false ""
}

func ExampleIRI_Path() {
	fmt.Println(iri.MustParse("http://a/b/c/d;p?q").Path())
	fmt.Println(iri.MustParse("urn:example:animal:ferret:nose").Path())
	fmt.Printf("%q\n", iri.MustParse("foo://info.example.com?fred").Path())
	// Output:
	// /b/c/d;p
	// example:animal:ferret:nose
	// ""
}

func ExampleIRI_Query() {
	x := iri.MustParse("ldap://[2001:db8::7]/c=GB?objectClass?one")
	fmt.Println(x.Query())
	// Private-use characters are allowed in the query only.
	fmt.Printf("%+q\n", iri.MustParse("http://example.org/?\uE000").Query())
	// Output:
	// objectClass?one
	// "\ue000"
}

func ExampleIRI_HasQuery() {
	for _, s := range []string{"http://example.com/?", "http://example.com/"} {
		x := iri.MustParse(s)
		fmt.Printf("%v %q\n", x.HasQuery(), x.Query())
	}
	// Output:
	// true ""
	// false ""
}

func ExampleIRI_Fragment() {
	x := iri.MustParse("http://www.example.org/r%E9sum%E9.xml#résumé")
	fmt.Println(x.Fragment())
	y := iri.MustParse("http://example.com/#")
	fmt.Printf("%v %q\n", y.HasFragment(), y.Fragment())
	// Output:
	// résumé
	// true ""
}

func ExampleIRI_String() {
	// The reference is kept exactly as parsed: nothing is normalized.
	x := iri.MustParse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9")
	fmt.Println(x.String())
	fmt.Println(x == iri.MustParse("example://a/b/c/%7Bfoo%7D/rosé"))
	// Output:
	// eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9
	// false
}

func ExampleIRI_AppendTo() {
	buf := make([]byte, 0, 64)
	buf = append(buf, '<')
	buf = iri.MustParse("http://example.org/rosé").AppendTo(buf)
	buf = append(buf, '>')
	fmt.Println(string(buf))
	// Output:
	// <http://example.org/rosé>
}

func ExampleIRI_MarshalText() {
	x := iri.MustParse("http://例え.jp/")
	text, _ := x.MarshalText()
	fmt.Println(string(text))

	var y iri.IRI
	err := y.UnmarshalText(text)
	fmt.Println(y == x, err)

	// On error UnmarshalText leaves the value unchanged.
	err = y.UnmarshalText([]byte("http://例え.jp/a b"))
	fmt.Println(y, errors.Is(err, iri.ErrInvalidChar))
	// Output:
	// http://例え.jp/
	// true <nil>
	// http://例え.jp/ true
}
