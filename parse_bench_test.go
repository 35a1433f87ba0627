package iri

import (
	"bufio"
	"encoding/csv"
	"io"
	"net/url"
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

// Benchmarks run each operation beside the net/url operation closest to it,
// on the same inputs in the same run, so that ratios can be quoted:
//
//	go test -run '^$' -bench 'Parse' -benchmem -count 5 | benchstat -
//
// bench-mix.txt is the project's small mixed corpus (in testdata, so it runs
// on a plain clone), and so are the Common Crawl pairs (testdata/oxiri).

const commonCrawlCSV = "testdata/oxiri/relative_urls_cc_10k.csv"

// benchMix returns the lines of testdata/bench-mix.txt.
func benchMix(tb testing.TB) []string {
	tb.Helper()
	return readLines(tb, "testdata/bench-mix.txt")
}

// intlCorpus returns the lines of testdata/intl.txt, article-style
// international IRIs (raw, percent-encoded and mixed) that
// testdata/genintl.go writes:
//
//	go run testdata/genintl.go -o testdata/intl.txt
func intlCorpus(tb testing.TB) []string {
	tb.Helper()
	return readLines(tb, "testdata/intl.txt")
}

// readLines returns the non-empty lines of the file; a missing file fails
// the test.
func readLines(tb testing.TB, path string) []string {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if sc.Text() != "" {
			lines = append(lines, sc.Text())
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return lines
}

// commonCrawl returns the (base, relative) pairs of the Common Crawl corpus,
// from testdata/oxiri.
func commonCrawl(tb testing.TB) [][2]string {
	tb.Helper()
	f, err := os.Open(commonCrawlCSV)
	if err != nil {
		tb.Fatalf("Common Crawl corpus: %v", err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	var pairs [][2]string
	for first := true; ; first = false {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			tb.Fatal(err)
		}
		if first || len(rec) != 2 {
			continue // header
		}
		pairs = append(pairs, [2]string{rec[0], rec[1]})
	}
	return pairs
}

// commonCrawlInputs returns every base and every reference of the corpus
// that both Parse and url.Parse accept, so both sides see the same inputs.
func commonCrawlInputs(tb testing.TB) []string {
	var in []string
	for _, p := range commonCrawl(tb) {
		for _, s := range p {
			if _, err := Parse(s); err != nil {
				continue
			}
			if _, err := url.Parse(s); err != nil {
				continue
			}
			in = append(in, s)
		}
	}
	return in
}

func totalBytes(in []string) int64 {
	n := 0
	for _, s := range in {
		n += len(s)
	}
	return int64(n)
}

func benchInputs(b *testing.B, in []string, f func(string)) {
	b.ReportAllocs()
	b.SetBytes(totalBytes(in) / int64(len(in)))
	b.ResetTimer()
	// A wrapping index rather than i%len(in): a 64-bit division per call
	// would add a fixed cost to both sides and blur the ratio.
	for i, j := 0, 0; i < b.N; i++ {
		f(in[j])
		if j++; j == len(in) {
			j = 0
		}
	}
}

var sinkIRI IRI
var sinkURL *url.URL
var sinkBool bool

func benchmarkParse(b *testing.B, in []string) {
	b.Run("iri.Parse", func(b *testing.B) {
		benchInputs(b, in, func(s string) { sinkIRI, _ = Parse(s) })
	})
	b.Run("url.Parse", func(b *testing.B) {
		benchInputs(b, in, func(s string) { sinkURL, _ = url.Parse(s) })
	})
	b.Run("utf8.ValidString", func(b *testing.B) {
		benchInputs(b, in, func(s string) { sinkBool = utf8.ValidString(s) })
	})
}

func BenchmarkParseBenchMix(b *testing.B) { benchmarkParse(b, benchMix(b)) }

func BenchmarkParseCommonCrawl(b *testing.B) { benchmarkParse(b, commonCrawlInputs(b)) }

// BenchmarkParseIntl: testdata/intl.txt, where about one byte in six is
// non-ASCII and one in twelve is "%".
func BenchmarkParseIntl(b *testing.B) { benchmarkParse(b, intlCorpus(b)) }

// adaList returns the absolute IRIs of testdata/ada/name.txt, trimmed, as
// the peers harness (tools/peers) takes them: samples of
// ada-url/url-various-datasets (testdata/PROVENANCE.md).
func adaList(tb testing.TB, name string) []string {
	tb.Helper()
	var abs []string
	for _, l := range readLines(tb, "testdata/ada/"+name+".txt") {
		l = strings.TrimSpace(l)
		if x, err := Parse(l); err == nil && x.IsAbs() && l != "" {
			abs = append(abs, l)
		}
	}
	if len(abs) == 0 {
		tb.Fatalf("testdata/ada/%s.txt: no absolute IRI", name)
	}
	return abs
}

// BenchmarkParseKasztp: testdata/ada/kasztp.txt, web URLs of a URL
// shortener, mostly https with short paths.
func BenchmarkParseKasztp(b *testing.B) { benchmarkParse(b, adaList(b, "kasztp")) }

// BenchmarkParseNodeFiles: testdata/ada/node_files.txt, "file://" URLs whose
// first segment is the host.
func BenchmarkParseNodeFiles(b *testing.B) { benchmarkParse(b, adaList(b, "node_files")) }

// BenchmarkParseIsaacsFiles: testdata/ada/isaacs_files.txt, "file:///" URLs
// with an empty authority, long paths and, in most, a query.
func BenchmarkParseIsaacsFiles(b *testing.B) { benchmarkParse(b, adaList(b, "isaacs_files")) }

func BenchmarkParseURIBenchMix(b *testing.B) {
	var ascii []string
	for _, s := range benchMix(b) {
		if _, err := ParseURI(s); err == nil {
			ascii = append(ascii, s)
		}
	}
	b.Run("iri.ParseURI", func(b *testing.B) {
		benchInputs(b, ascii, func(s string) { sinkIRI, _ = ParseURI(s) })
	})
	b.Run("url.Parse", func(b *testing.B) {
		benchInputs(b, ascii, func(s string) { sinkURL, _ = url.Parse(s) })
	})
}

// BenchmarkParseLong measures the scanner on one long path, where the
// per-byte loop dominates.
func BenchmarkParseLong(b *testing.B) {
	in := []string{"http://example.com/" + strings.Repeat("segment/", 1<<12)}
	benchmarkParse(b, in)
}

var sinkString string
