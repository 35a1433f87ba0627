package ipv4_test

import (
	"fmt"

	"github.com/go-iri/iri/internal/ipv4"
)

func ExampleParse() {
	for _, h := range []string{"127.0.0.1", "0x7f.1", "2130706433", "0177.0.0.1.", "1.2.3.4.5"} {
		r, err := ipv4.Parse(h)
		fmt.Println(h, r.Addr, r.EmptyPart, r.NonDecimalPart, err)
	}
	// Output:
	// 127.0.0.1 [127 0 0 1] false false <nil>
	// 0x7f.1 [127 0 0 1] false true <nil>
	// 2130706433 [127 0 0 1] false false <nil>
	// 0177.0.0.1. [127 0 0 1] true true <nil>
	// 1.2.3.4.5 [0 0 0 0] false false ipv4: more than four parts
}

func ExampleEndsInNumber() {
	fmt.Println(ipv4.EndsInNumber("example.com"), ipv4.EndsInNumber("example.0x1f"), ipv4.EndsInNumber("10.0.0.1."))
	// Output: false true true
}
