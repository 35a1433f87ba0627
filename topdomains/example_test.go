package topdomains_test

import (
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/topdomains"
)

func ExampleProtected() {
	o := iri.DisplayOptions{HostOptions: iri.HostOptions{ProtectedNames: topdomains.Protected()}}
	s, vs := o.Display(iri.MustParse("https://www.g\u043e\u043egle.com/"))
	fmt.Println(s)
	for _, v := range vs {
		fmt.Println(v.Code)
	}
	// Output:
	// https://www.xn--ggle-55da.com/
	// MIXED_SCRIPT
	// PROTECTED_NAME_LOOKALIKE
}

func ExampleNames() {
	names := topdomains.Names()
	fmt.Println(len(names), names[0])
	// Output: 4989 17track.net
}

func ExampleTopBucket() {
	fmt.Println(len(topdomains.TopBucket()))
	// Output: 489
}
