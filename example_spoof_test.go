package iri_test

import (
	"fmt"

	"github.com/go-iri/iri"
)

// Skeleton tells confusable strings apart from different ones (UTS #39 §4):
// Cyrillic "аррӏе" and Latin "apple" have one skeleton.
func ExampleSkeleton() {
	fmt.Println(iri.Skeleton("аррӏе") == iri.Skeleton("apple"))
	fmt.Println(iri.Skeleton("paypa1.com") == iri.Skeleton("paypal.com"))
	fmt.Println(iri.Skeleton("apple") == iri.Skeleton("appie"))
	// Output:
	// true
	// true
	// false
}

// ProtectedNames keeps look-alikes of the caller's own names out of sight:
// each name keyed by its Skeleton. Check reports the same labels.
func ExampleDisplayOptions_protectedNames() {
	protected := map[string]string{}
	for _, name := range []string{"example.com", "bücher.de"} {
		protected[iri.Skeleton(name)] = name
	}
	o := iri.DisplayOptions{HostOptions: iri.HostOptions{ProtectedNames: protected}}
	for _, s := range []string{
		"https://exämple.com/login",  // a Latin diacritic
		"https://www.example.com/",   // the name itself
		"https://examp1e.com/",       // ASCII: reported, shown as it is
		"https://xn--bcher-kva.de/x", // bücher.de itself
	} {
		d, decisions := o.Display(iri.MustParse(s))
		fmt.Println(d)
		for _, v := range decisions {
			fmt.Println("  ", v.Code)
		}
	}
	c := iri.CheckOptions{HostOptions: iri.HostOptions{ProtectedNames: protected}}
	fmt.Println(c.Check(iri.MustParse("https://exämple.com/login"))[0].Code)
	// Output:
	// https://xn--exmple-cua.com/login
	//    PROTECTED_NAME_LOOKALIKE
	// https://www.example.com/
	// https://examp1e.com/
	//    PROTECTED_NAME_LOOKALIKE
	// https://bücher.de/x
	// PROTECTED_NAME_LOOKALIKE
}

// Display leaves out a userinfo, which could be read as the host (RFC 3986
// §7.6); KeepUserinfo shows it, apart from the host.
func ExampleDisplayOptions_keepUserinfo() {
	x := iri.MustParse("http://bank.example.com@evil.example/")
	d, decisions := iri.DisplayOptions{}.Display(x)
	fmt.Println(d, decisions[0].Code)
	d, decisions = iri.DisplayOptions{KeepUserinfo: true}.Display(x)
	fmt.Println(d, decisions[0].Code)
	// Output:
	// http://evil.example/ USERINFO_HIDDEN
	// http://bank%2Eexample%2Ecom@evil.example/ USERINFO_LOOKS_LIKE_HOST
}
