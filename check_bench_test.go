package iri

import (
	"bufio"
	"net/url"
	"os"
	"testing"
)

// Check beside Parse on the same inputs, so that the cost of checking can
// be quoted as a multiple of parsing:
//
//	go test -run '^$' -bench 'Check' -benchmem -count 5 | benchstat -
//
// The inputs are the lines of testdata/bench-mix.txt (written for
// this project): ASCII URIs, IDN hosts, CJK, Arabic,
// percent-encodings and relative references. "ASCII" and "NonASCII" split
// them by whether the quick pass can decide them.

func chkBenchInputs(b *testing.B) (all, ascii, nonASCII []IRI) {
	f, err := os.Open("testdata/bench-mix.txt")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if sc.Text() == "" {
			continue
		}
		x, err := Parse(sc.Text())
		if err != nil {
			b.Fatal(err)
		}
		all = append(all, x)
		if chkQuickClean(x) {
			ascii = append(ascii, x)
		} else {
			nonASCII = append(nonASCII, x)
		}
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	return all, ascii, nonASCII
}

var (
	chkSink    []Violation
	chkSinkIRI IRI
)

func BenchmarkCheck(b *testing.B) {
	all, ascii, nonASCII := chkBenchInputs(b)
	run := func(name string, in []IRI, f func(IRI)) {
		var bytes int64
		for _, x := range in {
			bytes += int64(len(x.String()))
		}
		b.Run(name, func(b *testing.B) {
			b.SetBytes(bytes)
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				for _, x := range in {
					f(x)
				}
			}
		})
	}
	run("Parse", all, func(x IRI) { chkSinkIRI, _ = Parse(x.String()) })
	run("Check", all, func(x IRI) { chkSink = x.Check() })
	run("ParseCheck", all, func(x IRI) {
		y, _ := Parse(x.String())
		chkSink = y.Check()
	})
	run("ParseQuick", ascii, func(x IRI) { chkSinkIRI, _ = Parse(x.String()) })
	run("CheckQuick", ascii, func(x IRI) { chkSink = x.Check() })
	// The cost of the scheme checks: the same inputs without them.
	generic := CheckOptions{NoSchemeChecks: true}
	run("CheckQuickNoSchemeChecks", ascii, func(x IRI) { chkSink = generic.Check(x) })
	run("ParseFull", nonASCII, func(x IRI) { chkSinkIRI, _ = Parse(x.String()) })
	run("CheckFull", nonASCII, func(x IRI) { chkSink = x.Check() })
}

// BenchmarkCheckCommonCrawl measures Check on the Common Crawl references
// (testdata/oxiri). net/url has no checker: its only
// validation is what url.Parse rejects, so the pair that does the closest
// job from the same strings is iri.Parse+Check against url.Parse (the
// ratio); iri.Check alone runs on values parsed beforehand.
func BenchmarkCheckCommonCrawl(b *testing.B) { benchmarkCheck(b, commonCrawlInputs(b)) }

// BenchmarkCheckIntl: the same on testdata/intl.txt.
func BenchmarkCheckIntl(b *testing.B) { benchmarkCheck(b, intlCorpus(b)) }

func benchmarkCheck(b *testing.B, in []string) {
	parsed := make([]IRI, len(in))
	for i, s := range in {
		parsed[i] = MustParse(s)
	}
	size := totalBytes(in) / int64(len(in))
	b.Run("iri.Parse+Check", func(b *testing.B) {
		benchInputs(b, in, func(s string) {
			x, _ := Parse(s)
			chkSink = x.Check()
		})
	})
	b.Run("iri.Check", func(b *testing.B) {
		benchEach(b, parsed, size, func(x IRI) { chkSink = x.Check() })
	})
	b.Run("url.Parse", func(b *testing.B) {
		benchInputs(b, in, func(s string) { sinkURL, _ = url.Parse(s) })
	})
}
