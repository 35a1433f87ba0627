package keysbench

import (
	"bufio"
	"net/url"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/keys"
	"github.com/nlnwa/whatwg-url/canonicalizer"
)

// TestMinRounds prints, for each contender, the fastest of many passes
// over the 10,000 Common Crawl inputs, and the ratios between them. On a
// machine shared with other work the fastest pass is the one least
// disturbed, so the ratios hold where benchmark medians wander. It only
// measures (it checks nothing) and runs only when KEYSBENCH_MIN is set:
//
//	KEYSBENCH_MIN=1 taskset -c 1 go test -count=1 -run MinRounds -v .
func TestMinRounds(t *testing.T) {
	if os.Getenv("KEYSBENCH_MIN") == "" {
		t.Skip("set KEYSBENCH_MIN=1 to measure")
	}
	urls := commonCrawlURLs(t)
	refs, pairs := commonCrawlPairs(t)
	web := iri.NormalizeOptions{Flags: iri.UsuallySafe, ExcludeFragment: true, IDNAProfile: iri.WebIDNA()}
	var buf []byte
	type contender struct {
		name string
		n    int
		f    func()
	}
	cs := []contender{
		{"iri.Parse (references)", len(refs), func() {
			for _, s := range refs {
				x, _ := iri.Parse(s)
				sink = x.Host()
			}
		}},
		{"keys.SURT", len(urls), func() {
			for _, s := range urls {
				sink, _ = keys.SURT(s)
			}
		}},
		{"keys.SURTOptions.AppendSURT", len(urls), func() {
			for _, s := range urls {
				buf, _ = keys.SURTOptions{}.AppendSURT(buf[:0], s)
			}
		}},
		{"keys.SafeBrowsing", len(urls), func() {
			for _, s := range urls {
				u, _ := keys.SafeBrowsing(s)
				sink = u.String()
			}
		}},
		{"google/safebrowsing canonicalURL", len(urls), func() {
			for _, s := range urls {
				sink, _ = sbCanonicalURL(s)
			}
		}},
		{"nlnwa/whatwg-url GoogleSafeBrowsing", len(urls) / 10, func() {
			for _, s := range urls[:len(urls)/10] {
				if u, err := canonicalizer.GoogleSafeBrowsing.Parse(s); err == nil {
					sink = u.String()
				}
			}
		}},
		{"net/url Parse, ResolveReference, String", len(pairs), func() {
			for _, p := range pairs {
				b, _ := url.Parse(p[0])
				r, _ := url.Parse(p[1])
				sink = b.ResolveReference(r).String()
			}
		}},
		{"iri Parse, Resolve, URIKey (README recipe)", len(pairs), func() {
			for _, p := range pairs {
				b, _ := iri.Parse(p[0])
				r, _ := iri.Parse(p[1])
				x, _ := b.Resolve(r)
				sink = web.URIKey(x)
			}
		}},
	}
	best := make([]time.Duration, len(cs))
	for round := 0; round < 50; round++ {
		for k, c := range cs {
			runtime.GC() // no contender pays for the garbage of the one before
			t0 := time.Now()
			c.f()
			if d := time.Since(t0); round == 0 || d < best[k] {
				best[k] = d
			}
		}
	}
	ns := func(k int) float64 { return float64(best[k]) / float64(cs[k].n) }
	for k, c := range cs {
		t.Logf("%-45s %8.1f ns/input", c.name, ns(k))
	}
	t.Logf("SURT: %.2f M keys/s (AppendSURT %.2f), %.2fx iri.Parse on references",
		1e3/ns(1), 1e3/ns(2), ns(1)/ns(0))
	t.Logf("Safe Browsing: %.1fx google/safebrowsing, %.1fx nlnwa/whatwg-url", ns(4)/ns(3), ns(5)/ns(3))
	t.Logf("crawl key: %.2fx net/url", ns(6)/ns(7))
}

// commonCrawlPairs returns the Common Crawl references, and the pairs
// that both iri and net/url parse and resolve.
func commonCrawlPairs(tb testing.TB) (refs []string, pairs [][2]string) {
	f, err := os.Open("../../testdata/oxiri/relative_urls_cc_10k.csv")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for first := true; sc.Scan(); first = false {
		b, r, ok := strings.Cut(sc.Text(), ",")
		if first || !ok {
			continue
		}
		b, r = strings.TrimSpace(b), strings.TrimSpace(r)
		refs = append(refs, r)
		base, err1 := iri.Parse(b)
		ref, err2 := iri.Parse(r)
		ub, err3 := url.Parse(b)
		_, err4 := url.Parse(r)
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil || !ub.IsAbs() {
			continue
		}
		if _, err := base.Resolve(ref); err == nil {
			pairs = append(pairs, [2]string{b, r})
		}
	}
	return refs, pairs
}
