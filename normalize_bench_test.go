package iri

import (
	"net/url"
	"strings"
	"testing"
)

// Benchmarks of normalization beside the closest net/url operations, on
// the same inputs in the same run:
//
//	go test -run '^$' -bench 'Normalize|Equivalent|URIKey' -benchmem -count 5 | benchstat -
//
// net/url has no normalization; "url.Parse+String" is the cost of a round
// trip through it, and "url.Normalize" is what a purell-style normalizer
// does with it: parse, lowercase scheme and host, drop the http/https
// default port, "/" for an empty path, remove dot segments (ResolveReference
// of the URL against itself, RFC 3986 §5.2), and serialize. It does less
// than SchemeBased (no percent-encoding normalization, no IRI rules) and
// differs on many inputs; the figures compare costs, not results.

// nzBenchSets returns bench-mix.txt as it is, and normalized at
// SchemeBased (already normal: Normalize must not allocate).
func nzBenchSets(b *testing.B) (mix, normal []string) {
	for _, s := range benchMix(b) {
		mix = append(mix, s)
		normal = append(normal, MustParse(s).Normalize(SchemeBased).String())
	}
	return mix, normal
}

// urlNormalize is the purell-style normalization with net/url.
func urlNormalize(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return ""
	}
	u.Scheme = strings.ToLower(u.Scheme)
	u.Host = strings.ToLower(u.Host)
	if p := u.Port(); p == "80" && u.Scheme == "http" || p == "443" && u.Scheme == "https" || p == "" {
		u.Host = strings.TrimSuffix(u.Host, ":"+p)
	}
	if u.Host != "" && u.Path == "" {
		u.Path = "/"
	}
	if u.Scheme != "" {
		u = u.ResolveReference(u)
	}
	return u.String()
}

func benchmarkNormalize(b *testing.B, in []string) {
	parsed := make([]IRI, len(in))
	for i, s := range in {
		parsed[i] = MustParse(s)
	}
	// The validation scan that Normalize on normal input is measured
	// against (issue 8): Parse of the same strings, in a loop of the same
	// shape as the Normalize ones (no call through a func value).
	b.Run("iri.Parse", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(totalBytes(in) / int64(len(in)))
		for i, j := 0, 0; i < b.N; i++ {
			sinkIRI, _ = Parse(in[j])
			if j++; j == len(in) {
				j = 0
			}
		}
	})
	for _, c := range []struct {
		name string
		n    Normalization
	}{
		{"SyntaxBased", SyntaxBased},
		{"SchemeBased", SchemeBased},
		{"SchemeBased+NFC", SchemeBased | NormNFC},
		{"SchemeBased+IDN", SchemeBased | NormIDN},
	} {
		b.Run("iri.Normalize/"+c.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(totalBytes(in) / int64(len(in)))
			for i, j := 0, 0; i < b.N; i++ {
				sinkIRI = parsed[j].Normalize(c.n)
				if j++; j == len(parsed) {
					j = 0
				}
			}
		})
	}
	b.Run("iri.Parse+Normalize/SchemeBased", func(b *testing.B) {
		benchInputs(b, in, func(s string) {
			x, _ := Parse(s)
			sinkIRI = x.Normalize(SchemeBased)
		})
	})
	b.Run("url.Parse+String", func(b *testing.B) {
		benchInputs(b, in, func(s string) {
			if u, err := url.Parse(s); err == nil {
				sinkString = u.String()
			}
		})
	})
	b.Run("url.Normalize", func(b *testing.B) {
		benchInputs(b, in, func(s string) { sinkString = urlNormalize(s) })
	})
}

func BenchmarkNormalizeBenchMix(b *testing.B) {
	mix, _ := nzBenchSets(b)
	benchmarkNormalize(b, mix)
}

// BenchmarkNormalizeAlreadyNormal runs on input that is normal already:
// Normalize returns it without allocating (NormIDN excepted on
// internationalized hosts, where the IDNA profile runs).
func BenchmarkNormalizeAlreadyNormal(b *testing.B) {
	_, normal := nzBenchSets(b)
	benchmarkNormalize(b, normal)
}

// BenchmarkNormalizeCommonCrawl runs on the Common Crawl references
// (testdata/oxiri).
func BenchmarkNormalizeCommonCrawl(b *testing.B) { benchmarkNormalize(b, commonCrawlInputs(b)) }

// BenchmarkNormalizeIntl runs on testdata/intl.txt: the percent-encoded
// lines decode, the lowercase escapes become uppercase.
func BenchmarkNormalizeIntl(b *testing.B) { benchmarkNormalize(b, intlCorpus(b)) }

// BenchmarkEquivalent compares each line of bench-mix.txt with its URI
// form (RFC 3987 §3.1): equal strings for the ASCII lines, percent-encoded
// ones, equivalent at SyntaxBased, for the others.
func BenchmarkEquivalent(b *testing.B) {
	mix, _ := nzBenchSets(b)
	as := make([]IRI, len(mix))
	bs := make([]IRI, len(mix))
	uris := make([]string, len(mix))
	for i := range mix {
		as[i] = MustParse(mix[i])
		bs[i] = as[i].ToURI()
		uris[i] = bs[i].String()
	}
	for _, c := range []struct {
		name string
		n    Normalization
	}{{"Simple", 0}, {"SyntaxBased", SyntaxBased}, {"SchemeBased", SchemeBased}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for i, j := 0, 0; i < b.N; i++ {
				sinkBool = Equivalent(as[j], bs[j], c.n)
				if j++; j == len(as) {
					j = 0
				}
			}
		})
	}
	b.Run("url.Normalize", func(b *testing.B) {
		b.ReportAllocs()
		for i, j := 0, 0; i < b.N; i++ {
			sinkBool = urlNormalize(mix[j]) == urlNormalize(uris[j])
			if j++; j == len(mix) {
				j = 0
			}
		}
	})
}

func BenchmarkURIKey(b *testing.B) {
	mix, _ := nzBenchSets(b)
	parsed := make([]IRI, len(mix))
	for i, s := range mix {
		parsed[i] = MustParse(s)
	}
	nz := NormalizeOptions{Flags: SchemeBased, ExcludeFragment: true}
	b.Run("iri.URIKey", func(b *testing.B) {
		b.ReportAllocs()
		for i, j := 0, 0; i < b.N; i++ {
			sinkString = nz.URIKey(parsed[j])
			if j++; j == len(parsed) {
				j = 0
			}
		}
	})
	b.Run("url.Normalize", func(b *testing.B) {
		benchInputs(b, mix, func(s string) { sinkString = urlNormalize(s) })
	})
}
