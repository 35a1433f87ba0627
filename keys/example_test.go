package keys_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri/domain"
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

func ExampleSafeBrowsing() {
	u, err := keys.SafeBrowsing("http://%31%36%38%2e%31%38%38%2e%39%39%2e%32%36/%2E%73%65%63%75%72%65/")
	fmt.Println(u, err)
	u, _ = keys.SafeBrowsing("http://www.GOOgle.com.../a/./b/../c#frag")
	fmt.Println(u)
	// Output:
	// http://168.188.99.26/.secure/ <nil>
	// http://www.google.com/a/c
}

func ExampleSafeBrowsingURL_String() {
	u, _ := keys.SafeBrowsing("  HTTP://Example.com:8080  ")
	fmt.Println(u.String())
	// Output: http://example.com/
}

func ExampleSafeBrowsingURL_Host() {
	u, _ := keys.SafeBrowsing("http://0x7f.1/")
	fmt.Println(u.Host())
	// Output: 127.0.0.1
}

func ExampleSafeBrowsingURL_Path() {
	u, _ := keys.SafeBrowsing("http://h.example//a/%2E%2E/b c")
	fmt.Println(u.Path())
	// Output: /b%20c
}

func ExampleSafeBrowsingURL_Query() {
	u, _ := keys.SafeBrowsing("http://h.example/?q=%2526")
	fmt.Println(u.Query())
	// Output: q=& true
}

func ExampleSafeBrowsingURL_Expressions() {
	u, _ := keys.SafeBrowsing("http://a.b.example.com/x/y.html?q=1#frag")
	for _, e := range u.Expressions() {
		fmt.Println(e)
	}
	// Output:
	// a.b.example.com/x/y.html?q=1
	// a.b.example.com/x/y.html
	// a.b.example.com/
	// a.b.example.com/x/
	// b.example.com/x/y.html?q=1
	// b.example.com/x/y.html
	// b.example.com/
	// b.example.com/x/
	// example.com/x/y.html?q=1
	// example.com/x/y.html
	// example.com/
	// example.com/x/
}

func ExampleSafeBrowsingURL_Hashes() {
	u, _ := keys.SafeBrowsing("http://example.com/")
	h := u.Hashes()[0]
	fmt.Printf("%x %x\n", h[:4], h)
	// Output: 73d986e0 73d986e009065f182c10bcb6a45db3d6eda9498f8930654af2653f8a938cd801
}

func ExampleSSURT() {
	fmt.Println(keys.SSURT("http://user:pw@Example.com:8080/p?q#f"))
	fmt.Println(keys.SSURT("https://www.example.com/a"))
	fmt.Println(keys.SSURT("https://10.0.0.1/a"))
	// Output:
	// com,Example,//8080:http@user:pw:/p?q#f
	// com,example,www,//https:/a
	// 10.0.0.1//https:/a
}

func ExampleMatchPrefix() {
	k1, _ := keys.SURT("http://www.blog.example.com/post")
	k2, _ := keys.SURT("http://examples.com/")
	fmt.Println(k1, keys.MatchPrefix("com,example", k1))
	fmt.Println(k2, keys.MatchPrefix("com,example", k2))
	fmt.Println(keys.MatchPrefix("com,example,", keys.SSURT("http://a.example.com/")))
	// Output:
	// com,example,blog)/post true
	// com,examples)/ false
	// true
}

// The reference's public_suffix=True: the host becomes its registrable
// domain, from the ICANN section of the Public Suffix List.
func ExampleSURTOptions_registrableDomain() {
	o := keys.SURTOptions{RegistrableDomain: domain.RegistrableOptions{ICANNOnly: true}.Registrable}
	k, _ := o.SURT("http://www.images.amazon.co.uk/books")
	fmt.Println(k)
	// Output: uk,co,amazon)/books
}
