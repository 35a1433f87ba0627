package columns_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/go-iri/iri/columns"
)

func ExampleOf() {
	r, err := columns.Of("https://www.Bücher.example.co.uk:8443/a/b?q=1")
	if err != nil {
		panic(err)
	}
	fmt.Println(r.SURTKey)
	fmt.Println(r.HostName, r.HostLastParts[0], r.HostLastParts[1])
	fmt.Println(r.RegistrySuffix, r.RegisteredDomain)
	fmt.Println(r.HostNameReversed, r.Protocol, r.Port, r.Path, r.Query)
	_, err = columns.Of("/relative")
	fmt.Println(errors.Is(err, columns.ErrNotAbsolute))
	// Output:
	// uk,co,example,xn--bcher-kva:8443)/a/b?q=1
	// www.xn--bcher-kva.example.co.uk uk co
	// co.uk example.co.uk
	// uk.co.example.xn--bcher-kva.www https 8443 /a/b q=1
	// true
}

func ExampleRow_AppendTSV() {
	r, _ := columns.Of("http://a.blogspot.com/x?y")
	// The tabs shown as "|".
	fmt.Println(strings.ReplaceAll(string(r.AppendTSV(nil)), "\t", "|"))
	// Output:
	// http://a.blogspot.com/x?y|com,blogspot,a)/x?y|a.blogspot.com|com|blogspot|a|||com|blogspot.com|blogspot.com|a.blogspot.com|com.blogspot.a|http||/x|y
}

func ExampleRow_AppendJSON() {
	r, _ := columns.Of("http://192.0.2.1/")
	fmt.Printf("%s\n", r.AppendJSON(nil))
	// Output:
	// {"url":"http://192.0.2.1/","url_surtkey":"1,2,0,192)/","url_host_name":"192.0.2.1","url_host_tld":null,"url_host_2nd_last_part":null,"url_host_3rd_last_part":null,"url_host_4th_last_part":null,"url_host_5th_last_part":null,"url_host_registry_suffix":null,"url_host_registered_domain":null,"url_host_private_suffix":null,"url_host_private_domain":null,"url_host_name_reversed":null,"url_protocol":"http","url_port":null,"url_path":"/","url_query":null}
}

func ExampleError() {
	_, err := columns.Of("http://example.com:99999/")
	fmt.Println(err)
	// Output:
	// columns: port above 65535 at offset 19 in "http://example.com:99999/" (RFC 6335 §6)
}
