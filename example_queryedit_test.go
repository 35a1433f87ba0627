package iri_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
)

func ExampleIRI_SetQueryPair() {
	x := iri.MustParse("https://example.com/search?q=go&page=1&q=iri#top")
	y, err := x.SetQueryPair("q", "go iri")
	fmt.Println(y, err)
	y, _ = y.SetQueryPair("lang", "日本語")
	fmt.Println(y)
	// Output:
	// https://example.com/search?q=go%20iri&page=1#top <nil>
	// https://example.com/search?q=go%20iri&page=1&lang=日本語#top
}

func ExampleIRI_AddQueryPair() {
	x := iri.MustParse("http://example.com/p?tag=a")
	y, _ := x.AddQueryPair("tag", "b&c")
	fmt.Println(y)
	// Output:
	// http://example.com/p?tag=a&tag=b%26c
}

func ExampleIRI_DeleteQueryPairs() {
	// Untouched pairs keep their bytes: "%7e" stays lowercase, "+" stays.
	x := iri.MustParse("http://example.com/a?utm_source=news&id=%7e7&utm_medium=mail&q=a+b")
	x, _ = x.DeleteQueryPairs("utm_source", "utm_medium")
	fmt.Println(x)

	// A query that is not key=value pairs is not rewritten.
	_, err := iri.MustParse("http://example.com/map?12,34").DeleteQueryPairs("x")
	fmt.Println(errors.Is(err, iri.ErrQueryNotPairs), err)
	// Output:
	// http://example.com/a?id=%7e7&q=a+b
	// true iri: query is not key=value pairs at offset 25: "http://example.com/map?12,34" (HTML 4.01 §17.13.4)
}

func ExampleIRI_KeepQueryPairs() {
	x := iri.MustParse("http://example.com/watch?feature=share&v=abc&t=42&si=xyz")
	y, _ := x.KeepQueryPairs("v", "t")
	fmt.Println(y)
	// Output:
	// http://example.com/watch?v=abc&t=42
}

func ExampleIRI_SetFormQueryPair() {
	// The form reading: "+" is a space in keys, and new spaces are "+".
	x := iri.MustParse("http://example.com/f?full+name=Ada&x=1")
	y, _ := x.SetFormQueryPair("full name", "Ada Lovelace")
	fmt.Println(y)
	// Output:
	// http://example.com/f?full+name=Ada+Lovelace&x=1
}

func ExampleIRI_AddFormQueryPair() {
	y, _ := iri.MustParse("http://example.com/f").AddFormQueryPair("q", "a b+c")
	fmt.Println(y)
	// Output:
	// http://example.com/f?q=a+b%2Bc
}

func ExampleIRI_DeleteFormQueryPairs() {
	y, _ := iri.MustParse("http://example.com/f?a+b=1&a%20b=2&c=3").DeleteFormQueryPairs("a b")
	fmt.Println(y)
	// Output:
	// http://example.com/f?c=3
}

func ExampleIRI_KeepFormQueryPairs() {
	y, _ := iri.MustParse("http://example.com/f?first+name=A&x=1").KeepFormQueryPairs("first name")
	fmt.Println(y)
	// Output:
	// http://example.com/f?first+name=A
}

func ExampleIRI_WithoutEmptyQuery() {
	y, _ := iri.MustParse("http://example.com/p?utm_source=x#s").DeleteQueryPairs("utm_source")
	fmt.Println(y)
	fmt.Println(y.WithoutEmptyQuery())
	// Output:
	// http://example.com/p?#s
	// http://example.com/p#s
}
