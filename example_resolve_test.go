package iri_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
)

func ExampleIRI_Resolve() {
	base := iri.MustParse("http://例え.jp/パス/ファイル?q#top")
	for _, ref := range []string{"../断片", "サブ/./x?y", "#節", "", "//example.org", "mailto:a@b", "%2e%2e/x"} {
		target, err := base.Resolve(iri.MustParse(ref))
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%q -> %s\n", ref, target)
	}

	// The base must be absolute.
	_, err := iri.MustParse("/relative/base").Resolve(iri.MustParse("x"))
	fmt.Println(errors.Is(err, iri.ErrNotAbsolute))

	// A path that would read as an authority stays a path.
	target, _ := iri.MustParse("foo:").Resolve(iri.MustParse(".///bar"))
	fmt.Println(target, target.HasAuthority(), target.Path())
	// Output:
	// "../断片" -> http://例え.jp/断片
	// "サブ/./x?y" -> http://例え.jp/パス/サブ/x?y
	// "#節" -> http://例え.jp/パス/ファイル?q#節
	// "" -> http://例え.jp/パス/ファイル?q
	// "//example.org" -> http://example.org
	// "mailto:a@b" -> mailto:a@b
	// "%2e%2e/x" -> http://例え.jp/パス/%2e%2e/x
	// true
	// foo:/.//bar false /.//bar
}

func ExampleIRI_AppendResolve() {
	base := iri.MustParse("http://example.com/docs/guide.html")
	var buf []byte
	for _, ref := range []string{"intro.html", "../img/logo.png", "#top"} {
		var err error
		buf, err = base.AppendResolve(buf[:0], iri.MustParse(ref)) // reuses buf
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s\n", buf)
	}
	// Output:
	// http://example.com/docs/intro.html
	// http://example.com/img/logo.png
	// http://example.com/docs/guide.html#top
}

func ExampleIRI_Relativize() {
	base := iri.MustParse("http://example.org/a/b/c?q")
	for _, target := range []string{
		"http://example.org/a/b/c?q#frag",
		"http://example.org/a/b/c?",
		"http://example.org/a/b/d",
		"http://example.org/a/x/y",
		"http://example.org/a/b/",
		"http://example.org/a/b/c:d",
		"http://example.org/",
		"http://other.example/a",
		"https://example.org/a/b/c",
	} {
		ref, err := base.Relativize(iri.MustParse(target))
		if err != nil {
			fmt.Println(err)
			continue
		}
		back, _ := base.Resolve(ref)
		fmt.Printf("%s -> %q (round trip: %v)\n", target, ref, back.String() == target)
	}
	// Output:
	// http://example.org/a/b/c?q#frag -> "#frag" (round trip: true)
	// http://example.org/a/b/c? -> "?" (round trip: true)
	// http://example.org/a/b/d -> "d" (round trip: true)
	// http://example.org/a/x/y -> "../x/y" (round trip: true)
	// http://example.org/a/b/ -> "." (round trip: true)
	// http://example.org/a/b/c:d -> "./c:d" (round trip: true)
	// http://example.org/ -> "/" (round trip: true)
	// http://other.example/a -> "//other.example/a" (round trip: true)
	// https://example.org/a/b/c -> "https://example.org/a/b/c" (round trip: true)
}

func ExampleResolveOptions() {
	base := iri.MustParse("http://a/b/c/d;p?q")
	ref := iri.MustParse("http:g")
	strict, _ := base.Resolve(ref)
	compat, _ := iri.ResolveOptions{NonStrict: true}.Resolve(base, ref)
	fmt.Println(strict)
	fmt.Println(compat)
	// Output:
	// http:g
	// http://a/b/c/g
}

func ExampleIRI_ResolveString() {
	base := iri.MustParse("http://例え.jp/a/b")
	x, err := base.ResolveString("../c?d")
	fmt.Println(x, err)
	_, err = base.ResolveString("a b")
	fmt.Println(err)
	// Output:
	// http://例え.jp/c?d <nil>
	// iri: invalid character U+0020 in path at offset 1: "a b" (ipchar)
}

func ExampleResolveOptions_Resolve() {
	base := iri.MustParse("http://a/b/c/d;p?q")
	ref := iri.MustParse("http:g") // a scheme equal to the base's

	strict, _ := base.Resolve(ref)
	lenient, _ := iri.ResolveOptions{NonStrict: true}.Resolve(base, ref)
	fmt.Println(strict)  // RFC 3986 §5.2.2, strict parser
	fmt.Println(lenient) // RFC 3986 §5.2.2, backward-compatible
	// Output:
	// http:g
	// http://a/b/c/g
}
