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

// benchmarkResolve runs one op per pair: parse the reference, resolve it
// against the base and produce the result string, which is the job of
// Issue 8's "Resolve" benchmark and of oxiri's resolve_into benchmark on
// the same corpus. The base is parsed beforehand on both sides, as a
// program resolving the links of one document would. With parseBase, the
// base is parsed in every op too (both sides), for the cost of a pair
// seen for the first time.
func benchmarkResolve(b *testing.B, pairs [][2]string, parseBase bool) {
	if len(pairs) == 0 {
		b.Skip("no pairs")
	}
	n := 0
	for _, p := range pairs {
		n += len(p[1])
		if parseBase {
			n += len(p[0])
		}
	}
	run := func(b *testing.B, f func(k int)) {
		b.ReportAllocs()
		b.SetBytes(int64(n / len(pairs)))
		b.ResetTimer()
		// A wrapping index rather than i%len(pairs): see benchInputs.
		for i, k := 0, 0; i < b.N; i++ {
			f(k)
			if k++; k == len(pairs) {
				k = 0
			}
		}
	}
	// Each side keeps only its own parsed bases alive, so that neither
	// pays for marking the other's heap during the timed loop.
	b.Run("iri", func(b *testing.B) {
		bases := make([]IRI, len(pairs))
		for i, p := range pairs {
			bases[i] = MustParse(p[0])
		}
		run(b, func(k int) {
			bi := bases[k]
			if parseBase {
				bi, _ = Parse(pairs[k][0])
			}
			ri, _ := Parse(pairs[k][1])
			x, err := bi.Resolve(ri)
			if err != nil {
				b.Fatal(err)
			}
			resolveSink = x.String()
		})
	})
	b.Run("net-url", func(b *testing.B) {
		urlBases := make([]*url.URL, len(pairs))
		for i, p := range pairs {
			urlBases[i], _ = url.Parse(p[0])
		}
		run(b, func(k int) {
			bu := urlBases[k]
			if parseBase {
				bu, _ = url.Parse(pairs[k][0])
			}
			ru, _ := url.Parse(pairs[k][1])
			resolveSink = bu.ResolveReference(ru).String()
		})
	})
}

// BenchmarkResolve: the 10,000 (base, relative) pairs from Common Crawl in
// testdata/oxiri/relative_urls_cc_10k.csv;
// per op, parse the reference, resolve, String.
func BenchmarkResolve(b *testing.B) {
	benchmarkResolve(b, resolvePairs(commonCrawl(b)), false)
}

// BenchmarkResolveParseBoth: as BenchmarkResolve, parsing the base as well
// in every op.
func BenchmarkResolveParseBoth(b *testing.B) {
	benchmarkResolve(b, resolvePairs(commonCrawl(b)), true)
}

// BenchmarkResolveBenchMix: every line of testdata/bench-mix.txt as a
// reference against the RFC 3986 §5.4 base.
func BenchmarkResolveBenchMix(b *testing.B) {
	var pairs [][2]string
	for _, s := range benchMix(b) {
		pairs = append(pairs, [2]string{rfc3986Base, s})
	}
	benchmarkResolve(b, resolvePairs(pairs), false)
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
	for i, k := 0, 0; i < b.N; i++ {
		resolveSinkIRI, _ = bases[k].Resolve(refs[k])
		if k++; k == len(pairs) {
			k = 0
		}
	}
}
