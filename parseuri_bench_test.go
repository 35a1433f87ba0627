package iri

import (
	"net/url"
	"testing"
)

// BenchmarkParseURICommonCrawl measures ParseURI, the ASCII-only RFC 3986
// grammar, on the Common Crawl references it accepts, beside url.Parse on
// the same strings (testdata/oxiri).
func BenchmarkParseURICommonCrawl(b *testing.B) {
	var in []string
	for _, s := range commonCrawlInputs(b) {
		// The corpus is web content: keep the ASCII references, which are
		// the ones ParseURI is for.
		if _, err := ParseURI(s); err == nil {
			in = append(in, s)
		}
	}
	b.Run("iri.ParseURI", func(b *testing.B) {
		benchInputs(b, in, func(s string) { sinkIRI, _ = ParseURI(s) })
	})
	b.Run("url.Parse", func(b *testing.B) {
		benchInputs(b, in, func(s string) { sinkURL, _ = url.Parse(s) })
	})
}
