package keysbench

import (
	"bufio"
	"os"
	"strings"
	"testing"
	_ "unsafe" // go:linkname

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/keys"
	_ "github.com/google/safebrowsing"
	"github.com/nlnwa/whatwg-url/canonicalizer"
)

// sbCanonicalURL is google/safebrowsing's canonicalURL (urls.go): the
// canonical form of a URL that its lookups hash, unexported there.
//
//go:linkname sbCanonicalURL github.com/google/safebrowsing.canonicalURL
func sbCanonicalURL(u string) (string, error)

// sbGeneratePatterns is google/safebrowsing's generatePatterns: the
// host-suffix/path-prefix expressions of a URL.
//
//go:linkname sbGeneratePatterns github.com/google/safebrowsing.generatePatterns
func sbGeneratePatterns(u string) ([]string, error)

// commonCrawlURLs returns the 10,000 Common Crawl references resolved
// against their bases (RFC 3986 §5.2), as package keys' benchmarks do.
func commonCrawlURLs(tb testing.TB) []string {
	tb.Helper()
	f, err := os.Open("../../testdata/oxiri/relative_urls_cc_10k.csv")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for first := true; sc.Scan(); first = false {
		b, r, ok := strings.Cut(sc.Text(), ",")
		if first || !ok {
			continue
		}
		base, err1 := iri.Parse(strings.TrimSpace(b))
		ref, err2 := iri.Parse(strings.TrimSpace(r))
		if err1 != nil || err2 != nil {
			continue
		}
		if t, err := base.Resolve(ref); err == nil {
			out = append(out, t.String())
		}
	}
	if len(out) < 9000 {
		tb.Fatalf("only %d URLs", len(out))
	}
	return out
}

var sink string

func each(b *testing.B, urls []string, f func(string)) {
	b.ReportAllocs()
	b.ResetTimer()
	for i, k := 0, 0; i < b.N; i++ {
		f(urls[k])
		if k++; k == len(urls) {
			k = 0
		}
	}
}

// BenchmarkCanonicalize: the Safe Browsing canonical URL of each URL.
func BenchmarkCanonicalize(b *testing.B) {
	urls := commonCrawlURLs(b)
	b.Run("impl=keys", func(b *testing.B) {
		each(b, urls, func(s string) {
			u, _ := keys.SafeBrowsing(s)
			sink = u.String()
		})
	})
	b.Run("impl=google-safebrowsing", func(b *testing.B) {
		each(b, urls, func(s string) { sink, _ = sbCanonicalURL(s) })
	})
	b.Run("impl=nlnwa-whatwg-url", func(b *testing.B) {
		each(b, urls, func(s string) {
			if u, err := canonicalizer.GoogleSafeBrowsing.Parse(s); err == nil {
				sink = u.String()
			}
		})
	})
}

// BenchmarkExpressions: canonicalization and the host-suffix/path-prefix
// expressions of each URL (google/safebrowsing makes up to 7 hosts where
// the specification says 5, so it does a little more work).
func BenchmarkExpressions(b *testing.B) {
	urls := commonCrawlURLs(b)
	b.Run("impl=keys", func(b *testing.B) {
		each(b, urls, func(s string) {
			u, _ := keys.SafeBrowsing(s)
			if e := u.Expressions(); len(e) > 0 {
				sink = e[0]
			}
		})
	})
	b.Run("impl=google-safebrowsing", func(b *testing.B) {
		each(b, urls, func(s string) {
			if e, _ := sbGeneratePatterns(s); len(e) > 0 {
				sink = e[0]
			}
		})
	})
}

// BenchmarkSURT: SURT keys per second.
func BenchmarkSURT(b *testing.B) {
	urls := commonCrawlURLs(b)
	b.Run("impl=keys", func(b *testing.B) {
		each(b, urls, func(s string) { sink, _ = keys.SURT(s) })
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds()/1e6, "Mkeys/s")
	})
}
