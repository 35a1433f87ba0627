package iri_test

import (
	"encoding/json"
	"fmt"

	"github.com/go-iri/iri"
)

// Presence and emptiness are different (comparison-02 §4.3): each optional
// component has a Has method.
func ExampleIRI_HasAuthority() {
	for _, s := range []string{"file:///etc/hosts", "mailto:user@example.com"} {
		x := iri.MustParse(s)
		fmt.Printf("%s: authority %v %q\n", s, x.HasAuthority(), x.Authority())
	}
	// Output:
	// file:///etc/hosts: authority true ""
	// mailto:user@example.com: authority false ""
}

func ExampleIRI_HasUserinfo() {
	x := iri.MustParse("ftp://@example.org/")
	fmt.Println(x.HasUserinfo(), x.Userinfo() == "")
	// Output: true true
}

func ExampleIRI_HasPort() {
	for _, s := range []string{"http://example.org:/", "http://example.org/"} {
		x := iri.MustParse(s)
		fmt.Println(x.HasPort(), x.Port() == "")
	}
	// Output:
	// true true
	// false true
}

func ExampleIRI_HasFragment() {
	for _, s := range []string{"http://example.org/#", "http://example.org/"} {
		fmt.Println(iri.MustParse(s).HasFragment())
	}
	// Output:
	// true
	// false
}

// UnmarshalText parses strictly, so IRIs in JSON, XML or flag values are
// validated on the way in.
func ExampleIRI_UnmarshalText() {
	var doc struct {
		ID iri.IRI `json:"id"`
	}
	err := json.Unmarshal([]byte(`{"id": "http://例え.jp/パス"}`), &doc)
	fmt.Println(doc.ID.Host(), err)

	err = json.Unmarshal([]byte(`{"id": "http://example.org/a b"}`), &doc)
	fmt.Println(err)
	// Output:
	// 例え.jp <nil>
	// iri: invalid character U+0020 in path at offset 20: "http://example.org/a b" (ipchar)
}

func ExampleIRI_AppendText() {
	b := []byte("<")
	b, _ = iri.MustParse("urn:isbn:0451450523").AppendText(b)
	b = append(b, '>')
	fmt.Println(string(b))
	// Output: <urn:isbn:0451450523>
}

func ExampleHostKind() {
	for _, s := range []string{"http://192.0.2.1/", "http://192.068.001.000/", "http://[v7.fe80::a+en1]/", "urn:x"} {
		fmt.Println(iri.MustParse(s).HostKind())
	}
	// Output:
	// IPv4address
	// ireg-name
	// IPvFuture
	// none
}
