package uts39_test

import (
	"fmt"

	"github.com/go-iri/iri/internal/uts39"
)

func ExampleSkeleton() {
	fmt.Println(uts39.Skeleton("p\u0430ypal") == uts39.Skeleton("paypal"))
	// Output: true
}

func ExampleRestrictionLevel() {
	l, scripts := uts39.RestrictionLevel("p\u0430ypal")
	fmt.Println(l, "-", scripts.Names())
	// Output: Minimally Restrictive - Cyrillic and Latin
}

func ExampleLookup() {
	allowed, scripts := uts39.Lookup('\u0430')
	fmt.Println(allowed, scripts.Names())
	// Output: true Cyrillic
}
