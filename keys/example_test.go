package keys_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri/keys"
)

func ExampleSURT() {
	k, err := keys.SURT("http://www.Example.com/b?z=1&a=2#top")
	fmt.Println(k, err)
	// Output: com,example)/b?a=2&z=1 <nil>
}

func ExampleSURTOptions_SURT() {
	o := keys.SURTOptions{WithScheme: true, TrailingComma: true}
	k, _ := o.SURT("http://archive.org/goo/?a=2&b&a=1")
	fmt.Println(k)
	k, _ = keys.SURTOptions{Fixes: keys.FixWWWLabel | keys.FixWWWDigits}.SURT("https://www2.example.com/")
	fmt.Println(k)
	// Output:
	// http://(org,archive,)/goo?a=1&a=2&b
	// com,example,www2)/
}

func ExampleSURTOptions_AppendSURT() {
	var buf []byte
	for _, u := range []string{"http://a.example/x/", "https://b.example:443/y"} {
		buf, _ = keys.SURTOptions{}.AppendSURT(buf[:0], u)
		fmt.Println(string(buf))
	}
	// Output:
	// example,a)/x
	// example,b)/y
}

func ExampleError() {
	_, err := keys.SURT("http://example.com:99999/")
	fmt.Println(err)
	fmt.Println(errors.Is(err, keys.ErrPort))
	// Output:
	// keys: port is not a number from 0 to 65535 at offset 19 in "http://example.com:99999/" (port)
	// true
}
