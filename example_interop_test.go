package iri_test

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"

	"github.com/go-iri/iri"
)

func ExampleIRI_URL() {
	x := iri.MustParse("https://例え.jp/パス?q=日本#断片")
	u, err := x.URL() // for http.NewRequest(method, u.String(), body)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(u)
	fmt.Println(u.Hostname(), u.Path, u.RawQuery)
	// Output:
	// https://%E4%BE%8B%E3%81%88.jp/%E3%83%91%E3%82%B9?q=%E6%97%A5%E6%9C%AC#%E6%96%AD%E7%89%87
	// 例え.jp /パス q=%E6%97%A5%E6%9C%AC
}

func ExampleFromURL() {
	u, _ := url.Parse("HTTP://example.com/r%C3%A9sum%C3%A9?q=1#")
	x, err := iri.FromURL(u)
	fmt.Println(x, err)    // net/url lowercases the scheme and drops an empty fragment
	fmt.Println(x.ToIRI()) // the IRI form

	_, err = iri.FromURL(&url.URL{Scheme: "http", Host: "example.com", RawQuery: "a b"})
	fmt.Println(err)
	// Output:
	// http://example.com/r%C3%A9sum%C3%A9?q=1 <nil>
	// http://example.com/résumé?q=1
	// iri: invalid character U+0020 in query at offset 20: "http://example.com?a b" (iquery = *( ipchar / iprivate / "/" / "?" ))
}

func ExampleIRI_MarshalBinary() {
	type Link struct{ Href iri.IRI }
	var buf bytes.Buffer
	_ = gob.NewEncoder(&buf).Encode(Link{iri.MustParse("http://example.org/ü")})
	var l Link
	err := gob.NewDecoder(&buf).Decode(&l)
	fmt.Println(l.Href, err)
	// Output: http://example.org/ü <nil>
}

// JSON goes through MarshalText and UnmarshalText: strict parsing, and
// null leaves an IRI unchanged (use *IRI for an optional field).
func Example_json() {
	type Doc struct {
		ID   iri.IRI  `json:"id"`
		Next *iri.IRI `json:"next"`
	}
	var d Doc
	err := json.Unmarshal([]byte(`{"id":"http://example.org/ü","next":null}`), &d)
	fmt.Println(d.ID, d.Next, err)
	out, _ := json.Marshal(d)
	fmt.Println(string(out))

	err = json.Unmarshal([]byte(`{"id":"http://example.org/a b"}`), &d)
	var pe *iri.ParseError
	fmt.Println(errors.As(err, &pe), pe.Offset)
	// Output:
	// http://example.org/ü <nil> <nil>
	// {"id":"http://example.org/ü","next":null}
	// true 20
}

func ExampleIRI_Scan() {
	// database/sql calls Scan with the column value: rows.Scan(&x).
	var x iri.IRI
	err := x.Scan([]byte("https://example.com/"))
	fmt.Println(x, err)
	err = x.Scan(nil) // NULL: use NullIRI
	fmt.Println(errors.Is(err, iri.ErrNull), x)
	// Output:
	// https://example.com/ <nil>
	// true https://example.com/
}

func ExampleIRI_Value() {
	// database/sql calls Value for an argument: db.Exec(query, x).
	v, err := iri.MustParse("https://example.com/").Value()
	fmt.Printf("%#v %v\n", v, err)
	// Output: "https://example.com/" <nil>
}

func ExampleNullIRI() {
	var n iri.NullIRI
	_ = n.Scan(nil)
	fmt.Println(n.Valid)
	_ = n.Scan("urn:example:a")
	fmt.Println(n.Valid, n.IRI)
	// Output:
	// false
	// true urn:example:a
}

func ExampleNullIRI_Scan() {
	var n iri.NullIRI
	err := n.Scan("http://example.org/a b")
	fmt.Println(n.Valid, err)
	// Output: false iri: invalid character U+0020 in path at offset 20: "http://example.org/a b" (ipchar)
}

func ExampleNullIRI_Value() {
	v, _ := iri.NullIRI{}.Value()
	fmt.Println(v == nil)
	v, _ = iri.NullIRI{IRI: iri.MustParse("urn:x"), Valid: true}.Value()
	fmt.Println(v)
	// Output:
	// true
	// urn:x
}

func ExampleIRI_Redacted() {
	x := iri.MustParse("https://anna:hunter2@example.com/inbox")
	fmt.Println(x.Redacted())
	fmt.Println(x.Userinfo()) // the IRI itself is unchanged
	// Output:
	// https://anna:xxxxx@example.com/inbox
	// anna:hunter2
}

func ExampleIRI_LogValue() {
	logger := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey {
				return slog.Attr{} // deterministic output
			}
			return a
		},
	}))
	logger.Info("fetch", "iri", iri.MustParse("https://anna:hunter2@example.com/"))
	// Output: level=INFO msg=fetch iri=https://anna:xxxxx@example.com/
}
