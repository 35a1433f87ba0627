package iri

import (
	"net/url"
	"testing"
)

// Query edits beside url.Values, on the same query: url.ParseQuery then
// Set or Del then Encode (which sorts keys and re-encodes every pair),
// against one edit that keeps the other pairs' bytes. Run
//
//	go test -run X -bench 'QueryEdit|QueryDecode' -count 8 . | benchstat -col /impl -
const benchQuery = "q=go+iri&page=1&utm_source=news&utm_medium=mail&lang=en&sort=date&id=%7E42"

var benchQueryIRI = MustParse("https://example.com/search?" + benchQuery + "#top")

func BenchmarkQueryEditSet(b *testing.B) {
	b.Run("impl=iri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := benchQueryIRI.SetQueryPair("page", "2"); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("impl=url.Values", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			v, err := url.ParseQuery(benchQuery)
			if err != nil {
				b.Fatal(err)
			}
			v.Set("page", "2")
			_ = v.Encode()
		}
	})
}

func BenchmarkQueryEditDelete(b *testing.B) {
	b.Run("impl=iri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := benchQueryIRI.DeleteQueryPairs("utm_source"); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("impl=url.Values", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			v, err := url.ParseQuery(benchQuery)
			if err != nil {
				b.Fatal(err)
			}
			v.Del("utm_source")
			_ = v.Encode()
		}
	})
}

// BenchmarkQueryDecode reads every pair, form-decoded: the iterator
// against url.ParseQuery's map.
func BenchmarkQueryDecode(b *testing.B) {
	b.Run("impl=iri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			n := 0
			for k, v := range benchQueryIRI.FormQueryPairs() {
				n += len(k) + len(v)
			}
			if n == 0 {
				b.Fatal(n)
			}
		}
	})
	b.Run("impl=url.Values", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			v, err := url.ParseQuery(benchQuery)
			if err != nil || len(v) == 0 {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkQueryEncode builds a query of three pairs: AddFormQueryPair
// three times against url.Values.Encode.
func BenchmarkQueryEncode(b *testing.B) {
	base := MustParse("https://example.com/search")
	b.Run("impl=iri", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			x, _ := base.AddFormQueryPair("q", "go iri")
			x, _ = x.AddFormQueryPair("page", "2")
			x, _ = x.AddFormQueryPair("lang", "en")
			_ = x
		}
	})
	b.Run("impl=url.Values", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			v := url.Values{}
			v.Add("q", "go iri")
			v.Add("page", "2")
			v.Add("lang", "en")
			_ = "https://example.com/search?" + v.Encode()
		}
	})
}
