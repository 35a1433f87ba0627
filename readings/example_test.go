package readings_test

import (
	"fmt"

	"github.com/go-iri/iri/readings"
)

// An SSRF guard: a server fetches URLs that users give it, and must only
// reach the hosts on its allowlist. It allows a request only when every
// reader accepts the URL and agrees on everything, and the host they agree
// on is allowed: whichever parser the HTTP client uses, it connects there.
func Example_ssrfGuard() {
	allow := map[string]bool{"api.example.com": true}
	guard := func(rawURL string) bool {
		v := readings.Read(rawURL)
		for _, r := range v.Readings {
			if r.Err != nil {
				return false
			}
		}
		host, ok := v.Host()
		return ok && allow[host]
	}
	for _, u := range []string{
		"https://api.example.com/v1/items",
		"https://API.Example.com:443/v1/../v2",
		"http://127.0.0.1:6666\\@api.example.com/",
		"https://api.example.com\\@127.0.0.1/",
		"http://0x7f.1/",
		"https://api.example.com.evil.com/",
		"http://api.exa\tmple.com/",
	} {
		fmt.Printf("%-45q %v\n", u, guard(u))
	}
	// Output:
	// "https://api.example.com/v1/items"            true
	// "https://API.Example.com:443/v1/../v2"        true
	// "http://127.0.0.1:6666\\@api.example.com/"    false
	// "https://api.example.com\\@127.0.0.1/"        false
	// "http://0x7f.1/"                              false
	// "https://api.example.com.evil.com/"           false
	// "http://api.exa\tmple.com/"                   false
}

func ExampleRead() {
	v := readings.Read("http://0x7f.1/")
	fmt.Println(v)
	for _, r := range v.Readings {
		fmt.Printf("%-12s host %-9s addr %v\n", r.Reader, r.Host, r.Addr)
	}
	// Output:
	// differ: host
	// RFC 3987     host 0x7f.1    addr invalid IP
	// URL Standard host 127.0.0.1 addr 127.0.0.1
	// net/url      host 0x7f.1    addr invalid IP
}

func ExampleVerdict_Agree() {
	fmt.Println(readings.Read("https://example.com/a/./b").Agree())
	fmt.Println(readings.Read("http:///example.com/").Agree())
	fmt.Println(readings.Read("http://[::1").Agree()) // every reader rejects it
	// Output:
	// true
	// false
	// true
}

func ExampleVerdict_Host() {
	fmt.Println(readings.Read("http://[::ffff:127.0.0.1]/").Host())
	fmt.Println(readings.Read("HTTPS://Example.COM/").Host())
	fmt.Println(readings.Read("http://127.0.0.1./").Host())
	// Output:
	// 127.0.0.1 true
	// example.com true
	//  false
}

func ExampleVerdict_String() {
	fmt.Println(readings.Read("https://example.com/"))
	fmt.Println(readings.Read("http://evil.com\\@good.com/"))
	// Output:
	// agree
	// differ: accept, userinfo, host, path
}
