package iri_test

import (
	"fmt"

	"github.com/go-iri/iri"
)

func ExampleEscapeSegment() {
	fmt.Println(iri.EscapeSegment("Ünïcode/and spaces?"))
	fmt.Println(iri.EscapeSegment("a:b@c;d=e")) // allowed in a segment
	// Output:
	// Ünïcode%2Fand%20spaces%3F
	// a:b@c;d=e
}

func ExampleEscapeQueryKey() {
	fmt.Println(iri.EscapeQueryKey("a=b&c+d"))
	// Output: a%3Db%26c%2Bd
}

func ExampleEscapeQueryValue() {
	q := iri.EscapeQueryKey("名前") + "=" + iri.EscapeQueryValue("x=1 & y=2")
	fmt.Println(q)
	// Output: 名前=x=1%20%26%20y=2
}

func ExampleEscapeFragment() {
	fmt.Println(iri.EscapeFragment("Résumé #2 / 50%"))
	// Output: Résumé%20%232%20/%2050%25
}

func ExampleEscapeUserinfo() {
	// Escape the user name and the password separately; ":" joins them.
	fmt.Println(iri.EscapeUserinfo("jane@example.com") + ":" + iri.EscapeUserinfo("p:ss"))
	// Output: jane%40example.com:p%3Ass
}

func ExampleEscapeOptions() {
	text := "résumé 2\u200b" // U+200B ZERO WIDTH SPACE is invisible
	fmt.Println(iri.EscapeSegment(text))
	fmt.Println(iri.EscapeOptions{ASCIIOnly: true}.EscapeSegment(text))
	// Output:
	// résumé%202%E2%80%8B
	// r%C3%A9sum%C3%A9%202%E2%80%8B
}

func ExampleEscapeOptions_EscapeSegment() {
	fmt.Println(iri.EscapeOptions{ASCIIOnly: true}.EscapeSegment("日本/語"))
	// Output: %E6%97%A5%E6%9C%AC%2F%E8%AA%9E
}

func ExampleEscapeOptions_EscapeQueryKey() {
	fmt.Println(iri.EscapeOptions{ASCIIOnly: true}.EscapeQueryKey("ключ=1"))
	// Output: %D0%BA%D0%BB%D1%8E%D1%87%3D1
}

func ExampleEscapeOptions_EscapeQueryValue() {
	// Private-use characters stay only in the query, and only in IRI form.
	fmt.Println(iri.EscapeQueryValue("\ue000") == "\ue000")
	fmt.Println(iri.EscapeOptions{ASCIIOnly: true}.EscapeQueryValue("\ue000 €"))
	// Output:
	// true
	// %EE%80%80%20%E2%82%AC
}

func ExampleEscapeOptions_EscapeFragment() {
	fmt.Println(iri.EscapeOptions{ASCIIOnly: true}.EscapeFragment("§3.4"))
	// Output: %C2%A73.4
}

func ExampleEscapeOptions_EscapeUserinfo() {
	fmt.Println(iri.EscapeOptions{ASCIIOnly: true}.EscapeUserinfo("Jürgen"))
	// Output: J%C3%BCrgen
}

func ExampleUnescape() {
	s, err := iri.Unescape("r%C3%A9sum%C3%A9+a%2Fb")
	fmt.Println(s, err)
	_, err = iri.Unescape("100%")
	fmt.Println(err)
	// Output:
	// résumé+a/b <nil>
	// iri: unexpected end of input at offset 4: "100%" (pct-encoded = "%" HEXDIG HEXDIG)
}

func ExampleUnescapeForm() {
	s, err := iri.UnescapeForm("hello+world%21")
	fmt.Println(s, err)
	// Output: hello world! <nil>
}

func ExampleIRI_QueryPairs() {
	x := iri.MustParse("https://example.com/search?q=%E6%97%A5%E6%9C%AC&lang=ja&flag&a+b=1")
	for k, v := range x.QueryPairs() {
		fmt.Printf("%q=%q\n", k, v)
	}
	// Output:
	// "q"="日本"
	// "lang"="ja"
	// "flag"=""
	// "a+b"="1"
}

func ExampleIRI_RawQueryPairs() {
	x := iri.MustParse("https://example.com/?q=a%26b&x=%2F")
	for k, v := range x.RawQueryPairs() {
		fmt.Println(k, v)
	}
	// Output:
	// q a%26b
	// x %2F
}

func ExampleIRI_FormQueryPairs() {
	// An HTML form submission: "+" is a space.
	x := iri.MustParse("https://example.com/submit?name=Jane+Doe&note=1%2B1%3D2")
	for k, v := range x.FormQueryPairs() {
		fmt.Printf("%s: %s\n", k, v)
	}
	// Output:
	// name: Jane Doe
	// note: 1+1=2
}
