package iri

import (
	"net/url"
	"strings"
	"testing"
)

// Benchmarks of the URI → IRI conversion beside the closest net/url
// operations: url.Parse, which percent-decodes the path into URL.Path, and
// url.PathUnescape on the whole string. Neither does what ToIRI does (they
// decode everything, "/" and invalid UTF-8 included), so the ratios say how
// much the RFC 3987 §3.2 checks cost against plain unescaping.
//
//	go test -run '^$' -bench 'ToIRI' -benchmem -count 5 | benchstat -

// u2iBenchSets returns the corpora: the URI form of bench-mix.txt; its
// lines with no "%" (the zero-allocation path); and percent-heavy URIs.
func u2iBenchSets(b *testing.B) map[string][]string {
	var mix, plain []string
	for _, s := range benchMix(b) {
		x, err := Parse(s)
		if err != nil {
			continue
		}
		u := x.ToURI().String()
		mix = append(mix, u)
		if !strings.Contains(u, "%") {
			plain = append(plain, u)
		}
	}
	heavy := []string{
		"https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC%E8%AA%9E",
		"https://ar.wikipedia.org/wiki/%D9%85%D8%B5%D8%B1?action=edit&section=%D8%A7%D9%84%D8%AA%D8%A7%D8%B1%D9%8A%D8%AE",
		"https://de.wikipedia.org/wiki/Stra%C3%9Fe#Gro%C3%9F-_und_Kleinschreibung",
		"http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9",
		"http://example.org/%e2%80%ae/%7Euser/a%2Fb%20c/%F0%9F%98%80",
		"http://example.com/" + strings.Repeat("%E3%83%91%E3%82%B9/", 64),
	}
	return map[string][]string{"BenchMix": mix, "NoPercent": plain, "PercentHeavy": heavy}
}

func benchmarkToIRI(b *testing.B, in []string) {
	parsed := make([]IRI, len(in))
	for i, s := range in {
		parsed[i] = MustParse(s)
	}
	b.Run("iri.ToIRI", func(b *testing.B) {
		benchEach(b, parsed, totalBytes(in)/int64(len(in)), func(x IRI) { sinkIRI = x.ToIRI() })
	})
	b.Run("iri.FromURI", func(b *testing.B) {
		benchInputs(b, in, func(s string) { sinkIRI, _ = FromURI(s) })
	})
	b.Run("url.Parse+Path", func(b *testing.B) {
		benchInputs(b, in, func(s string) {
			if u, err := url.Parse(s); err == nil {
				sinkString = u.Path
			}
		})
	})
	b.Run("url.PathUnescape", func(b *testing.B) {
		benchInputs(b, in, func(s string) { sinkString, _ = url.PathUnescape(s) })
	})
}

func BenchmarkToIRIBenchMix(b *testing.B) { benchmarkToIRI(b, u2iBenchSets(b)["BenchMix"]) }

// BenchmarkToIRIIntl: ToIRI of the URI forms of testdata/intl.txt, where
// every non-ASCII character is percent-encoded UTF-8 to decode.
func BenchmarkToIRIIntl(b *testing.B) {
	var in []string
	for _, s := range intlCorpus(b) {
		in = append(in, MustParse(s).ToURI().String())
	}
	benchmarkToIRI(b, in)
}

func BenchmarkToIRINoPercent(b *testing.B) { benchmarkToIRI(b, u2iBenchSets(b)["NoPercent"]) }

func BenchmarkToIRIPercentHeavy(b *testing.B) { benchmarkToIRI(b, u2iBenchSets(b)["PercentHeavy"]) }

// BenchmarkToIRICommonCrawl runs on the Common Crawl references that are
// URIs and hold a percent-encoding (testdata/oxiri).
func BenchmarkToIRICommonCrawl(b *testing.B) {
	var in []string
	for _, s := range commonCrawlInputs(b) {
		if _, err := ParseURI(s); err == nil && strings.Contains(s, "%") {
			in = append(in, s)
		}
	}
	if len(in) == 0 {
		b.Skip("no percent-encoded URIs in the corpus")
	}
	benchmarkToIRI(b, in)
}

// BenchmarkToIRIOptionsIDNA measures the IDNA path of 3987bis-13 §4.2
// step 7: the ToIRIOptions on A-label hosts.
func BenchmarkToIRIOptionsIDNA(b *testing.B) {
	in := []string{
		"http://xn--99zt52a.example.org/%e2%80%ae",
		"https://xn--rsum-bpad.example.org/%C3%B1?q=%E6%97%A5%E6%9C%AC",
		"http://www.xn--bcher-kva.de/",
	}
	parsed := make([]IRI, len(in))
	for i, s := range in {
		parsed[i] = MustParse(s)
	}
	c := ToIRIOptions{IDNA: true}
	benchEach(b, parsed, totalBytes(in)/int64(len(in)), func(x IRI) { sinkIRI = c.ToIRI(x) })
}
