package iri

import (
	"net/url"
	"testing"
)

// Accessors beside the net/url fields and methods that give the same
// components, on values parsed beforehand:
//
//	go test -run '^$' -bench 'Accessors' -benchmem -count 5 | benchstat -
//
// An IRI keeps offsets into its string, so each accessor is a slice of it.
// url.Parse decodes into fields up front: reading a field is free, but the
// as-written (escaped) forms, which is what the IRI accessors return, are
// recomputed by methods. Hence two net/url lines: "url.fields" (decoded
// Path and Fragment) and "url.escaped" (EscapedPath, EscapedFragment).
// Hostname stands for Host: both leave out the port (Hostname also strips
// the brackets of an IP literal, Host keeps them).

// benchEach is benchInputs for inputs that are not strings (parsed values,
// pairs): the same wrapping index, size bytes per op for MB/s.
func benchEach[T any](b *testing.B, in []T, size int64, f func(T)) {
	b.ReportAllocs()
	b.SetBytes(size)
	b.ResetTimer()
	for i, j := 0, 0; i < b.N; i++ {
		f(in[j])
		if j++; j == len(in) {
			j = 0
		}
	}
}

// benchmarkAccessors reads six components of one parsed value per op.
func benchmarkAccessors(b *testing.B, in []string) {
	vals := make([]IRI, len(in))
	urls := make([]*url.URL, len(in))
	for i, s := range in {
		vals[i] = MustParse(s)
		var err error
		if urls[i], err = url.Parse(s); err != nil {
			b.Fatal(err)
		}
	}
	size := totalBytes(in) / int64(len(in))
	b.Run("iri.accessors", func(b *testing.B) {
		benchEach(b, vals, size, func(x IRI) {
			sinkString = x.Scheme()
			sinkString = x.Host()
			sinkString = x.Port()
			sinkString = x.Path()
			sinkString = x.Query()
			sinkString = x.Fragment()
		})
	})
	b.Run("url.fields", func(b *testing.B) {
		benchEach(b, urls, size, func(u *url.URL) {
			sinkString = u.Scheme
			sinkString = u.Hostname()
			sinkString = u.Port()
			sinkString = u.Path
			sinkString = u.RawQuery
			sinkString = u.Fragment
		})
	})
	b.Run("url.escaped", func(b *testing.B) {
		benchEach(b, urls, size, func(u *url.URL) {
			sinkString = u.Scheme
			sinkString = u.Hostname()
			sinkString = u.Port()
			sinkString = u.EscapedPath()
			sinkString = u.RawQuery
			sinkString = u.EscapedFragment()
		})
	})
}

// BenchmarkAccessorsBenchMix: the accessors on bench-mix.txt, beside the
// url.URL fields and Hostname/Port/EscapedPath/EscapedFragment.
func BenchmarkAccessorsBenchMix(b *testing.B) {
	all, _, _ := tmBenchSplit(b)
	benchmarkAccessors(b, all)
}

// BenchmarkAccessorsCommonCrawl: the same on the Common Crawl references
// (testdata/oxiri).
func BenchmarkAccessorsCommonCrawl(b *testing.B) { benchmarkAccessors(b, commonCrawlInputs(b)) }
