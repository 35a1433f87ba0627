package domain_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/domain"
)

func ExampleRegistrable() {
	for _, h := range []string{"www.bücher.example.co.uk", "a.xn--bcher-kva.de", "foo.github.io", "co.uk", "192.0.2.1"} {
		d, err := domain.Registrable(h)
		fmt.Printf("%q %v\n", d, errors.Is(err, domain.ErrNoRegistrableDomain))
	}
	// Output:
	// "example.co.uk" false
	// "xn--bcher-kva.de" false
	// "foo.github.io" false
	// "" true
	// "" true
}

func ExamplePublicSuffix() {
	for _, h := range []string{"www.example.co.uk", "foo.blogspot.com", "食狮.公司.cn", "printer.local"} {
		s, icann, _ := domain.PublicSuffix(h)
		fmt.Println(s, icann)
	}
	// Output:
	// co.uk true
	// blogspot.com false
	// 公司.cn true
	// local false
}

func ExampleRegistrableOptions() {
	// The site of a host of an IRI, as a registrar sees it.
	x := iri.MustParse("https://user.github.io/project/")
	d, _ := domain.RegistrableOptions{ICANNOnly: true}.Registrable(x.Host())
	fmt.Println(d)
	// Output:
	// github.io
}

func ExampleListVersion() {
	fmt.Println(domain.ListVersion() != "")
	// Output:
	// true
}

func ExampleRegistrableOptions_PublicSuffix() {
	// The private section of the list ("github.io") counts unless ICANNOnly.
	s, icann, _ := domain.RegistrableOptions{}.PublicSuffix("a.github.io")
	fmt.Println(s, icann)
	s, icann, _ = domain.RegistrableOptions{ICANNOnly: true}.PublicSuffix("a.github.io")
	fmt.Println(s, icann)
	// Output:
	// github.io false
	// io true
}

func ExampleRegistrableOptions_Registrable() {
	for _, o := range []domain.RegistrableOptions{{}, {ICANNOnly: true}} {
		d, err := o.Registrable("www.a.github.io")
		fmt.Println(d, err)
	}
	// Output:
	// a.github.io <nil>
	// github.io <nil>
}
