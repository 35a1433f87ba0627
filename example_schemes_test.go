package iri_test

import (
	"fmt"

	"github.com/go-iri/iri"
)

func ExampleDefaultSchemes() {
	t := iri.DefaultSchemes()
	fmt.Printf("%+v\n", t["https"])
	fmt.Println(len(t))
	// Output:
	// {DefaultPort:443 RootPath:true DNSHost:true UTF8:true Origin:true}
	// 15
}

func ExampleSchemes_Lookup() {
	// Options take a Schemes that overrides the built-in table entry by
	// entry; a zero entry makes a scheme unknown.
	nz := iri.NormalizeOptions{
		Flags:   iri.SchemeBased,
		Schemes: iri.Schemes{"git": {DefaultPort: "9418", RootPath: true}, "gopher": {}},
	}
	fmt.Println(nz.Schemes.Lookup("GIT"))
	fmt.Println(nz.Schemes.Lookup("gopher"))
	fmt.Println(nz.Normalize(iri.MustParse("git://example.org:9418")))
	// Output:
	// {9418 true false false false} true
	// { false false false false} false
	// git://example.org/
}
