package extract_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/go-iri/iri/domain"
	"github.com/go-iri/iri/extract"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/transform"
)

func ExampleFind() {
	ms, err := extract.Find("詳細はhttps://例え.jp/パス。See also (http://en.wikipedia.org/wiki/URI_(disambiguation)). Note: e.g.: none.")
	if err != nil {
		panic(err)
	}
	for _, m := range ms {
		fmt.Println(m.Start, m.End, m.IRI)
	}
	// Output:
	// 9 33 https://例え.jp/パス
	// 46 95 http://en.wikipedia.org/wiki/URI_(disambiguation)
}

func ExampleFindBytes() {
	ms, err := extract.FindBytes([]byte("write to mailto:info@example.org, or call tel:+1-201-555-0123."))
	if err != nil {
		panic(err)
	}
	for _, m := range ms {
		fmt.Println(m.IRI.Scheme(), m.Text)
	}
	// Output:
	// mailto mailto:info@example.org
	// tel tel:+1-201-555-0123
}

func ExampleFindOptions_Find() {
	o := extract.FindOptions{Relaxed: true, PublicSuffix: domain.PublicSuffix, Email: true}
	ms, err := o.Find("Read README.md, then go.dev/doc or www.example.org; ask bob@example.com.")
	if err != nil {
		panic(err)
	}
	for _, m := range ms {
		fmt.Printf("%s -> %s\n", m.Text, m.IRI)
	}
	// Output:
	// go.dev/doc -> https://go.dev/doc
	// www.example.org -> https://www.example.org
	// bob@example.com -> mailto:bob@example.com
}

func ExampleFindOptions_FindBytes() {
	o := extract.FindOptions{OpaqueSchemes: append(extract.DefaultOpaqueSchemes(), "tag")}
	ms, _ := o.FindBytes([]byte("id tag:example.com,2005:x and urn:isbn:0451450523"))
	for _, m := range ms {
		fmt.Println(m.IRI)
	}
	// Output:
	// tag:example.com,2005:x
	// urn:isbn:0451450523
}

func ExampleDefaultOpaqueSchemes() {
	fmt.Println(extract.DefaultOpaqueSchemes())
	// Output:
	// [bitcoin cid data geo magnet mailto mid news sip sips sms tel urn xmpp]
}

func ExampleNewScanner() {
	text := "From: Jane\n\nThe draft is at <https://example.org/drafts/\n  iri-text.html>.\nМы тут: https://пример.рф/путь, спасибо!\n"
	sc := extract.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		m := sc.Match()
		fmt.Println(sc.Line(), m.Start, m.End, m.IRI)
	}
	if err := sc.Err(); err != nil {
		panic(err)
	}
	// Output:
	// 3 29 72 https://example.org/drafts/iri-text.html
	// 5 88 122 https://пример.рф/путь
}

func ExampleFindOptions_NewScanner() {
	o := extract.FindOptions{Relaxed: true}
	sc := o.NewScanner(strings.NewReader("see www.example.com/a."))
	for sc.Scan() {
		fmt.Println(sc.Match().IRI)
	}
	// Output:
	// https://www.example.com/a
}

func ExampleScanner_Err() {
	sc := extract.NewScanner(strings.NewReader("ok http://a.example/\ncaf\xe9"))
	for sc.Scan() {
		fmt.Println(sc.Match().IRI)
	}
	fmt.Println(sc.Line(), sc.Err())
	// Output:
	// http://a.example/
	// 2 extract: invalid UTF-8 byte 0xE9 at offset 3: "caf\xe9" (RFC 3629 §4)
}

func ExampleError_Error() {
	_, err := extract.FindOptions{OpaqueSchemes: []string{"x y"}}.Find("")
	fmt.Println(err)
	// Output:
	// extract: invalid opaque scheme at offset 1: "x y" (scheme)
}

func ExampleScanner_Scan() {
	sc := extract.NewScanner(strings.NewReader("a http://a.example/ b ftp://b.example/c"))
	n := 0
	for sc.Scan() {
		n++
	}
	fmt.Println(n, sc.Err())
	// Output:
	// 2 <nil>
}

func ExampleScanner_Match() {
	sc := extract.NewScanner(strings.NewReader("(see http://x.example/a)"))
	for sc.Scan() {
		m := sc.Match()
		fmt.Printf("%d-%d %s host=%s\n", m.Start, m.End, m.Text, m.IRI.Host())
	}
	// Output:
	// 5-23 http://x.example/a host=x.example
}

func ExampleScanner_Line() {
	sc := extract.NewScanner(strings.NewReader("one\ntwo http://a.example/\nthree\nhttp://b.example/\n"))
	for sc.Scan() {
		fmt.Println(sc.Line(), sc.Match().Text)
	}
	// Output:
	// 2 http://a.example/
	// 4 http://b.example/
}

func ExampleError_Unwrap() {
	_, err := extract.Find("\xff")
	fmt.Println(errors.Is(err, extract.ErrInvalidUTF8))
	// Output:
	// true
}

// Text in a legacy encoding is the caller's to decode (RFC 3987 §7.3):
// here Shift_JIS, with golang.org/x/text.
func Example_legacyEncoding() {
	sjis, err := japanese.ShiftJIS.NewEncoder().String("詳細は http://例え.jp/パス をご覧ください。")
	if err != nil {
		panic(err)
	}
	_, err = extract.Find(sjis)
	fmt.Println(errors.Is(err, extract.ErrInvalidUTF8))
	sc := extract.NewScanner(transform.NewReader(strings.NewReader(sjis), japanese.ShiftJIS.NewDecoder()))
	for sc.Scan() {
		fmt.Println(sc.Match().IRI)
	}
	// Output:
	// true
	// http://例え.jp/パス
}
