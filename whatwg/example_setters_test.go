package whatwg_test

import (
	"fmt"

	"github.com/go-iri/iri/whatwg"
)

func ExampleURL_SetHref() {
	u, _ := whatwg.Parse("https://example.com/")
	v, err := u.SetHref("https://example.org/x")
	fmt.Println(v, err)
	_, err = u.SetHref("not a URL")
	fmt.Println(err != nil)
	// Output:
	// https://example.org/x <nil>
	// true
}

func ExampleURL_SetProtocol() {
	u, _ := whatwg.Parse("http://example.com:443/")
	fmt.Println(u.SetProtocol("https"))
	fmt.Println(u.SetProtocol("foo")) // special to non-special: no change
	// Output:
	// https://example.com/
	// http://example.com:443/
}

func ExampleURL_SetUsername() {
	u, _ := whatwg.Parse("https://example.com/")
	fmt.Println(u.SetUsername("me@home"))
	// Output: https://me%40home@example.com/
}

func ExampleURL_SetPassword() {
	u, _ := whatwg.Parse("https://me@example.com/")
	fmt.Println(u.SetPassword("s3cr:t"))
	// Output: https://me:s3cr%3At@example.com/
}

func ExampleURL_SetHost() {
	u, _ := whatwg.Parse("https://example.com/a")
	fmt.Println(u.SetHost("EXAMPLE.org:8443"))
	fmt.Println(u.SetHost("example.net:http")) // the host set, the port not
	// Output:
	// https://example.org:8443/a
	// https://example.net/a
}

func ExampleURL_SetHostname() {
	u, _ := whatwg.Parse("https://example.com:8443/a")
	fmt.Println(u.SetHostname("0x7f.1"))
	fmt.Println(u.SetHostname("example.org:1")) // a ":" leaves it as it is
	// Output:
	// https://127.0.0.1:8443/a
	// https://example.com:8443/a
}

func ExampleURL_SetPort() {
	u, _ := whatwg.Parse("https://example.com/")
	fmt.Println(u.SetPort("8443abc"))
	fmt.Println(u.SetPort("443"))
	fmt.Println(u.SetPort("99999"))
	// Output:
	// https://example.com:8443/
	// https://example.com/
	// https://example.com/
}

func ExampleURL_SetPathname() {
	u, _ := whatwg.Parse("https://example.com/a?q#f")
	fmt.Println(u.SetPathname("/b/../c?d#e"))
	// Output: https://example.com/c%3Fd%23e?q#f
}

func ExampleURL_SetSearch() {
	u, _ := whatwg.Parse("https://example.com/?old#f")
	fmt.Println(u.SetSearch("?a=1 2#3"))
	fmt.Println(u.SetSearch(""))
	// Output:
	// https://example.com/?a=1%202%233#f
	// https://example.com/#f
}

func ExampleURL_SetHash() {
	u, _ := whatwg.Parse("https://example.com/#old")
	fmt.Println(u.SetHash("new place"))
	fmt.Println(u.SetHash(""))
	// Output:
	// https://example.com/#new%20place
	// https://example.com/
}
