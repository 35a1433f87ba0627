package iri

import (
	"slices"
	"testing"
	"time"
	"unicode/utf8"
)

// BenchmarkParseOverValid measures Parse against utf8.ValidString, the
// cost of a bare validation scan, on the same bytes in the same process:
// each op is one pass of Parse over a whole list then one pass of
// utf8.ValidString over it, timed apart, so that both see the same
// machine from one moment to the next. It reports each side in ns per
// byte and "parse/valid", the median of the passes' ratios, for each
// path of the scanner the build has (scanPaths):
//
//	go test -run '^$' -bench ParseOverValid -count 5 .
//	GOEXPERIMENT=simd go test -run '^$' -bench ParseOverValid -count 5 .
func BenchmarkParseOverValid(b *testing.B) {
	for _, list := range []struct {
		name string
		in   func(testing.TB) []string
	}{
		{"bench-mix", benchMix},
		{"CommonCrawl", commonCrawlInputs},
		{"intl", intlCorpus},
		{"kasztp", func(tb testing.TB) []string { return adaList(tb, "kasztp") }},
		{"node_files", func(tb testing.TB) []string { return adaList(tb, "node_files") }},
		{"isaacs_files", func(tb testing.TB) []string { return adaList(tb, "isaacs_files") }},
	} {
		in := list.in(b)
		size := totalBytes(in)
		for _, path := range scanPaths(b) {
			b.Run(list.name+"/"+path.name, func(b *testing.B) {
				path.use(b)
				b.SetBytes(2 * size)
				var parse, valid time.Duration
				ratios := make([]float64, 0, b.N)
				for i := 0; i < b.N; i++ {
					t0 := time.Now()
					for _, s := range in {
						sinkIRI, _ = Parse(s)
					}
					t1 := time.Now()
					for _, s := range in {
						sinkBool = utf8.ValidString(s)
					}
					t2 := time.Now()
					parse += t1.Sub(t0)
					valid += t2.Sub(t1)
					ratios = append(ratios, float64(t1.Sub(t0))/float64(t2.Sub(t1)))
				}
				slices.Sort(ratios)
				b.ReportMetric(float64(parse)/float64(b.N)/float64(size), "parse-ns/B")
				b.ReportMetric(float64(valid)/float64(b.N)/float64(size), "valid-ns/B")
				b.ReportMetric(ratios[len(ratios)/2], "parse/valid")
			})
		}
	}
}
