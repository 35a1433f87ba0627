package keysbench

import (
	"net/url"
	"os"
	"runtime"
	"slices"
	"testing"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/keys"
)

// TestPairedCPU measures the crawl key against net/url's pipeline and
// SURT keys per second by CPU time rather than wall time: the passes of
// the contenders alternate, each timed by the CPU time of the whole
// process (its garbage collection included), so that a machine shared
// with other work slows both sides of a pair alike and a pass that waits
// for a CPU is not charged for the wait. It prints, for each, the fastest
// pass and the median of 40, and the median of the per-round ratios. It
// only measures (it checks nothing) and runs only when KEYSBENCH_PAIRED
// is set; pin it to one CPU, so that the collector's work is counted on
// the same one:
//
//	KEYSBENCH_PAIRED=1 taskset -c 1 go test -count=1 -run PairedCPU -v .
func TestPairedCPU(t *testing.T) {
	if os.Getenv("KEYSBENCH_PAIRED") == "" {
		t.Skip("set KEYSBENCH_PAIRED=1 to measure")
	}
	urls := commonCrawlURLs(t)
	_, pairs := commonCrawlPairs(t)
	web := iri.NormalizeOptions{Flags: iri.UsuallySafe, ExcludeFragment: true, IDNAProfile: iri.WebIDNA()}
	var buf []byte
	cs := []struct {
		name string
		n    int
		f    func()
	}{
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
	}
	const rounds = 40
	ns := make([][]float64, len(cs))
	var ratios []float64
	for round := 0; round < rounds; round++ {
		for k, c := range cs {
			runtime.GC()
			t0 := processCPUTime()
			c.f()
			ns[k] = append(ns[k], float64(processCPUTime()-t0)/float64(c.n))
		}
		ratios = append(ratios, ns[0][round]/ns[1][round])
	}
	median := func(v []float64) float64 {
		v = slices.Clone(v)
		slices.Sort(v)
		return v[len(v)/2]
	}
	for k, c := range cs {
		t.Logf("%-45s %8.1f ns/input fastest, %8.1f median (CPU time)", c.name, slices.Min(ns[k]), median(ns[k]))
	}
	t.Logf("crawl key: %.2fx net/url (median of per-round ratios; range %.2f-%.2f), %.2fx fastest over fastest",
		median(ratios), slices.Min(ratios), slices.Max(ratios), slices.Min(ns[0])/slices.Min(ns[1]))
	t.Logf("SURT: %.2f M keys per CPU second (AppendSURT %.2f), fastest pass; median %.2f (%.2f)",
		1e3/slices.Min(ns[2]), 1e3/slices.Min(ns[3]), 1e3/median(ns[2]), 1e3/median(ns[3]))
}
