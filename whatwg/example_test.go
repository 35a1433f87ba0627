package whatwg_test

import (
	"fmt"

	"github.com/go-iri/iri/whatwg"
)

func ExampleParse() {
	u, err := whatwg.Parse("HTTPS://EXAMPLE.com:443/a/./b/../c?q=1#top")
	if err != nil {
		panic(err)
	}
	fmt.Println(u)
	fmt.Println(u.Scheme(), u.Hostname(), u.Port() == "", u.Pathname(), u.Search(), u.Hash())
	// Output:
	// https://example.com/a/c?q=1#top
	// https example.com true /a/c ?q=1 #top
}
