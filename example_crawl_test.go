package iri_test

import (
	"fmt"

	"github.com/go-iri/iri"
)

// A crawler deduplicating links: one key per resource, with hosts read as
// browsers read them.
func Example_crawlerKey() {
	links := []string{
		"http://bücher.example/p",
		"http://BÜCHER.example:80/p",
		"http://xn--bcher-kva.example/p#reviews",
		"http://office_chairs_and_armchairs.klen-mebel.ru/",
		"HTTP://Office_Chairs_and_Armchairs.klen-mebel.ru:80",
		"https://example.com/a/./b/../c?q=%7e",
		"https://example.com:443/a/c?q=~",
	}
	key := iri.NormalizeOptions{Flags: iri.UsuallySafe, ExcludeFragment: true, IDNAProfile: iri.WebIDNA()}
	seen := map[string]bool{}
	for _, s := range links {
		x, err := iri.Parse(s)
		if err != nil {
			continue
		}
		k := key.URIKey(x)
		if !seen[k] {
			seen[k] = true
			fmt.Println(k)
		}
	}
	// Output:
	// http://xn--bcher-kva.example/p
	// http://office_chairs_and_armchairs.klen-mebel.ru/
	// https://example.com/a/c?q=~
}

func ExampleToURIOptions_webIDNA() {
	x := iri.MustParse("http://office_chairs_and_armchairs.klen-mebel.ru/")
	_, err := iri.ToURIOptions{IDNA: true}.ToURI(x) // idna.Lookup: STD3 rules
	fmt.Println(err != nil)
	u, _ := iri.ToURIOptions{IDNA: true, IDNAProfile: iri.WebIDNA()}.ToURI(iri.MustParse("http://Bücher.example/"))
	fmt.Println(u)
	// Output:
	// true
	// http://xn--bcher-kva.example/
}

func ExampleWebIDNA() {
	// The browsers' profile (URL Standard §3.3, beStrict false) takes "_"
	// in host labels, which idna.Lookup refuses under the STD3 rules.
	x := iri.MustParse("http://my_host.Bücher.example/")
	_, err := iri.ToURIOptions{IDNA: true}.ToURI(x)
	fmt.Println(err != nil)
	u, _ := iri.ToURIOptions{IDNA: true, IDNAProfile: iri.WebIDNA()}.ToURI(x)
	fmt.Println(u)
	// Output:
	// true
	// http://my_host.xn--bcher-kva.example/
}
