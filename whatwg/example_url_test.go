package whatwg_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"golang.org/x/text/encoding/japanese"

	"github.com/go-iri/iri/whatwg"
)

func ExampleURL_Parse() {
	base, _ := whatwg.Parse("https://example.com/a/b/c?q#f")
	for _, ref := range []string{"d", "../d", "/d", "?x", "#y", "//other.org", "\\\\evil.com\\x", "mailto:x@y"} {
		u, err := base.Parse(ref)
		fmt.Println(u, err)
	}
	// Output:
	// https://example.com/a/b/d <nil>
	// https://example.com/a/d <nil>
	// https://example.com/d <nil>
	// https://example.com/a/b/c?x <nil>
	// https://example.com/a/b/c?q#y <nil>
	// https://other.org/ <nil>
	// https://evil.com/x <nil>
	// mailto:x@y <nil>
}

func ExampleParseOptions_Parse() {
	var errs []string
	o := whatwg.ParseOptions{Report: func(v whatwg.ValidationError) { errs = append(errs, v.String()) }}
	u, err := o.Parse(" https://user@0x7F.1\\path")
	fmt.Println(u, err)
	fmt.Println(errs)

	sjis := whatwg.ParseOptions{Encoding: japanese.ShiftJIS}
	u, _ = sjis.Parse("https://example.jp/?q=日本#日本")
	fmt.Println(u)
	// Output:
	// https://user@127.0.0.1/path <nil>
	// [invalid-URL-unit at 0 invalid-credentials at 9 IPv4-non-decimal-part at 14 invalid-reverse-solidus at 20]
	// https://example.jp/?q=%93%FA%96{#%E6%97%A5%E6%9C%AC
}

func ExampleError() {
	_, err := whatwg.Parse("https://ex\u0430mple.com:99999/")
	var e *whatwg.Error
	if errors.As(err, &e) {
		fmt.Println(e.Offset, e.Rule, errors.Is(err, whatwg.ErrPort))
	}
	fmt.Println(err)
	// Output:
	// 21 port-out-of-range true
	// whatwg: invalid port at offset 21 in "https://ex\u0430mple.com:99999/" (port-out-of-range)
}

func ExampleError_Unwrap() {
	_, err := whatwg.Parse("/relative")
	fmt.Println(errors.Unwrap(err) == whatwg.ErrMissingScheme)
	// Output: true
}

func ExampleValidationError_String() {
	o := whatwg.ParseOptions{Report: func(v whatwg.ValidationError) { fmt.Println(v) }}
	o.Parse("http:example.com")
	// Output: special-scheme-missing-following-solidus at 5
}

func ExampleHostKind_String() {
	for _, s := range []string{"foo:x", "file:///x", "http://example.com", "http://2130706433", "http://[::1]", "foo://opaque"} {
		u, _ := whatwg.Parse(s)
		fmt.Println(u.HostKind())
	}
	// Output:
	// none
	// empty
	// domain
	// IPv4
	// IPv6
	// opaque
}

func ExampleURL_Addr() {
	for _, s := range []string{"http://0x7f.1/", "http://[::ffff:127.0.0.1]/", "http://example.com/"} {
		u, _ := whatwg.Parse(s)
		a, ok := u.Addr()
		fmt.Println(a, ok)
	}
	// Output:
	// 127.0.0.1 true
	// ::ffff:127.0.0.1 true
	// invalid IP false
}

func ExampleURL_Fragment() {
	for _, s := range []string{"https://x/#a b", "https://x/#", "https://x/"} {
		u, _ := whatwg.Parse(s)
		fmt.Println(u.Fragment())
	}
	// Output:
	// a%20b true
	//  true
	//  false
}

func ExampleURL_HasOpaquePath() {
	u, _ := whatwg.Parse("mailto:someone@example.com")
	v, _ := whatwg.Parse("foo:/a/b")
	fmt.Println(u.HasOpaquePath(), u.Pathname(), v.HasOpaquePath(), v.Pathname())
	// Output: true someone@example.com false /a/b
}

func ExampleURL_Hash() {
	u, _ := whatwg.Parse("https://x/#")
	v, _ := whatwg.Parse("https://x/#top")
	fmt.Printf("%q %q\n", u.Hash(), v.Hash())
	// Output: "" "#top"
}

func ExampleURL_Host() {
	u, _ := whatwg.Parse("https://EXAMPLE.com:8443/")
	v, _ := whatwg.Parse("https://example.com:443/")
	fmt.Println(u.Host(), v.Host())
	// Output: example.com:8443 example.com
}

func ExampleURL_HostKind() {
	u, _ := whatwg.Parse("http://0300.0250.0.1/")
	fmt.Println(u.HostKind(), u.Hostname())
	// Output: IPv4 192.168.0.1
}

func ExampleURL_Hostname() {
	for _, s := range []string{"https://bücher.example/", "http://[0:0:0:0:0:0:0:1]:80/", "https://%65xample.com/"} {
		u, _ := whatwg.Parse(s)
		fmt.Println(u.Hostname())
	}
	// Output:
	// xn--bcher-kva.example
	// [::1]
	// example.com
}

func ExampleURL_Href() {
	u, _ := whatwg.Parse("HTTP://example.com/a b?c d#e f")
	fmt.Println(u.Href())
	// Output: http://example.com/a%20b?c%20d#e%20f
}

func ExampleURL_IsSpecial() {
	u, _ := whatwg.Parse("wss://example.com/")
	v, _ := whatwg.Parse("git://example.com/")
	fmt.Println(u.IsSpecial(), v.IsSpecial())
	// Output: true false
}

func ExampleURL_IsZero() {
	var u whatwg.URL
	v, _ := whatwg.Parse("about:blank")
	fmt.Println(u.IsZero(), v.IsZero())
	// Output: true false
}

func ExampleURL_MarshalText() {
	u, _ := whatwg.Parse("https://example.com/ü")
	b, _ := json.Marshal(map[string]whatwg.URL{"url": u})
	fmt.Println(string(b))
	// Output: {"url":"https://example.com/%C3%BC"}
}

func ExampleURL_UnmarshalText() {
	var v struct{ URL whatwg.URL }
	err := json.Unmarshal([]byte(`{"URL": "HTTPS://example.com:443"}`), &v)
	fmt.Println(v.URL, err)
	// Output: https://example.com/ <nil>
}

func ExampleURL_Origin() {
	for _, s := range []string{"https://example.com:8443/a", "blob:https://example.com/uuid", "file:///x", "data:,x"} {
		u, _ := whatwg.Parse(s)
		fmt.Println(u.Origin())
	}
	// Output:
	// https://example.com:8443
	// https://example.com
	// null
	// null
}

func ExampleURL_Password() {
	u, _ := whatwg.Parse("ftp://user:p@ss@example.com/")
	fmt.Println(u.Username(), u.Password())
	// Output: user p%40ss
}

func ExampleURL_Pathname() {
	u, _ := whatwg.Parse("file:///C|/Windows/../Users")
	fmt.Println(u.Pathname())
	// Output: /C:/Users
}

func ExampleURL_Port() {
	u, _ := whatwg.Parse("http://example.com:0080/")
	v, _ := whatwg.Parse("http://example.com:8080/")
	fmt.Printf("%q %q\n", u.Port(), v.Port())
	// Output: "" "8080"
}

func ExampleURL_PortNumber() {
	u, _ := whatwg.Parse("ws://example.com:81/")
	v, _ := whatwg.Parse("ws://example.com:80/")
	fmt.Println(u.PortNumber(), v.PortNumber())
	// Output: 81 -1
}

func ExampleURL_Protocol() {
	u, _ := whatwg.Parse("HTTPS://example.com/")
	fmt.Println(u.Protocol(), u.Scheme())
	// Output: https: https
}

func ExampleURL_Query() {
	u, _ := whatwg.Parse("https://x/?a='b'")
	v, _ := whatwg.Parse("foo://x/?a='b'")
	fmt.Println(u.Query())
	fmt.Println(v.Query())
	// Output:
	// a=%27b%27 true
	// a='b' true
}

func ExampleURL_Scheme() {
	u, _ := whatwg.Parse("Web+Demo:/x")
	fmt.Println(u.Scheme())
	// Output: web+demo
}

func ExampleURL_Search() {
	u, _ := whatwg.Parse("https://x/?")
	v, _ := whatwg.Parse("https://x/?a=1")
	fmt.Printf("%q %q\n", u.Search(), v.Search())
	// Output: "" "?a=1"
}

func ExampleURL_String() {
	u, _ := whatwg.Parse("  http://example.com/\t")
	fmt.Println(u.String())
	// Output: http://example.com/
}

func ExampleURL_Username() {
	u, _ := whatwg.Parse("https://us er@example.com/")
	fmt.Println(u.Username())
	// Output: us%20er
}

func ExampleURL_WithoutFragment() {
	u, _ := whatwg.Parse("https://example.com/a#b")
	fmt.Println(u.WithoutFragment())
	// Output: https://example.com/a
}

func ExamplePercentEncode() {
	fmt.Println(whatwg.PercentEncode("a b/c?d", whatwg.PathSet))
	fmt.Println(whatwg.PercentEncode("a b/c?d", whatwg.ComponentSet))
	// Output:
	// a%20b/c%3Fd
	// a%20b%2Fc%3Fd
}

func ExamplePercentDecode() {
	fmt.Println(whatwg.PercentDecode("caf%C3%A9%2x"))
	// Output: café%2x
}

func ExampleParseForm() {
	for _, p := range whatwg.ParseForm("q=go+url&lang=en&&empty=&x=%E2%9C%93") {
		fmt.Printf("%q=%q\n", p.Name, p.Value)
	}
	// Output:
	// "q"="go url"
	// "lang"="en"
	// "empty"=""
	// "x"="✓"
}

func ExampleSerializeForm() {
	fmt.Println(whatwg.SerializeForm([]whatwg.Pair{{Name: "q", Value: "go url"}, {Name: "sym", Value: "a&b=c~"}}))
	// Output: q=go+url&sym=a%26b%3Dc%7E
}
