package iri

import (
	"net/url"
	"testing"
)

// Resolution benchmarks, each beside net/url doing the same work on the
// same pairs: parse the base, parse the reference, resolve, and produce the
// result string. One op is one pair.
//
//	go test -run '^$' -bench 'Resolve|Relativize' -benchmem -count 5 | benchstat -

// resolvePairs keeps the pairs that Parse and url.Parse both accept (the
// Common Crawl corpus is unfiltered web content), so both sides see the
// same set.
func resolvePairs(pairs [][2]string) [][2]string {
	var out [][2]string
	for _, p := range pairs {
		b, err1 := Parse(p[0])
		_, err2 := Parse(p[1])
		_, err3 := url.Parse(p[0])
		_, err4 := url.Parse(p[1])
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil || !b.IsAbs() {
			continue
		}
		out = append(out, p)
	}
	return out
}

var (
	resolveSink    string
	resolveSinkIRI IRI
)

func benchmarkResolve(b *testing.B, pairs [][2]string) {
	if len(pairs) == 0 {
		b.Skip("no pairs")
	}
	n := 0
	for _, p := range pairs {
		n += len(p[0]) + len(p[1])
	}
	run := func(b *testing.B, f func(base, ref string)) {
		b.ReportAllocs()
		b.SetBytes(int64(n / len(pairs)))
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			p := pairs[i%len(pairs)]
			f(p[0], p[1])
		}
	}
	b.Run("iri", func(b *testing.B) {
		run(b, func(base, ref string) {
			bi, _ := Parse(base)
			ri, _ := Parse(ref)
			x, err := bi.Resolve(ri)
			if err != nil {
				b.Fatal(err)
			}
			resolveSink = x.String()
		})
	})
	b.Run("net-url", func(b *testing.B) {
		run(b, func(base, ref string) {
			bu, _ := url.Parse(base)
			ru, _ := url.Parse(ref)
			resolveSink = bu.ResolveReference(ru).String()
		})
	})
}

// BenchmarkResolve: the 10,000 (base, relative) pairs from Common Crawl in
// ../shared/vectors/oxiri-relative_urls_cc_10k.csv; skipped when absent.
func BenchmarkResolve(b *testing.B) {
	benchmarkResolve(b, resolvePairs(commonCrawl(b)))
}

// BenchmarkResolveBenchMix: every line of testdata/bench-mix.txt as a
// reference against the RFC 3986 §5.4 base.
func BenchmarkResolveBenchMix(b *testing.B) {
	var pairs [][2]string
	for _, s := range benchMix(b) {
		pairs = append(pairs, [2]string{rfc3986Base, s})
	}
	benchmarkResolve(b, resolvePairs(pairs))
}

// BenchmarkResolveOnly: Resolve alone on the Common Crawl pairs, parsed
// beforehand.
func BenchmarkResolveOnly(b *testing.B) {
	pairs := resolvePairs(commonCrawl(b))
	bases := make([]IRI, len(pairs))
	refs := make([]IRI, len(pairs))
	for i, p := range pairs {
		bases[i], refs[i] = MustParse(p[0]), MustParse(p[1])
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(pairs)
		resolveSinkIRI, _ = bases[k].Resolve(refs[k])
	}
}

// BenchmarkRelativize: relativize each resolved Common Crawl target
// against its base.
func BenchmarkRelativize(b *testing.B) {
	pairs := resolvePairs(commonCrawl(b))
	bases := make([]IRI, len(pairs))
	targets := make([]IRI, len(pairs))
	for i, p := range pairs {
		bases[i] = MustParse(p[0])
		targets[i], _ = bases[i].Resolve(MustParse(p[1]))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(pairs)
		resolveSinkIRI, _ = bases[k].Relativize(targets[k])
	}
}
