package urlbench

import (
	"bufio"
	"encoding/csv"
	"io"
	"net/url"
	"os"
	"testing"

	nlnwa "github.com/nlnwa/whatwg-url/url"

	"github.com/go-iri/iri/whatwg"
)

type pair struct{ base, ref string }

func readPairs(tb testing.TB) []pair {
	f, err := os.Open("../../testdata/oxiri/relative_urls_cc_10k.csv")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = 2
	var ps []pair
	for first := true; ; first = false {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			tb.Fatal(err)
		}
		if !first {
			ps = append(ps, pair{rec[0], rec[1]})
		}
	}
	return ps
}

func readLines(tb testing.TB, name string) []string {
	f, err := os.Open("../../testdata/ada/" + name)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var lines []string
	s := bufio.NewScanner(f)
	for s.Scan() {
		lines = append(lines, s.Text())
	}
	if err := s.Err(); err != nil {
		tb.Fatal(err)
	}
	return lines
}

// The parsers, each a parse of ref against base ("" for none) and a
// serialization; they return the length of the href so that nothing is
// optimized away, and 0 for a failure.
var parsers = []struct {
	name  string
	parse func(base, ref string) int
}{
	{"whatwg", func(base, ref string) int {
		if base == "" {
			u, err := whatwg.Parse(ref)
			if err != nil {
				return 0
			}
			return len(u.Href())
		}
		b, err := whatwg.Parse(base)
		if err != nil {
			return 0
		}
		u, err := b.Parse(ref)
		if err != nil {
			return 0
		}
		return len(u.Href())
	}},
	{"nlnwa", func(base, ref string) int {
		var u *nlnwa.Url
		var err error
		if base == "" {
			u, err = nlnwa.Parse(ref)
		} else {
			u, err = nlnwa.ParseRef(base, ref)
		}
		if err != nil {
			return 0
		}
		return len(u.Href(false))
	}},
	{"neturl", func(base, ref string) int {
		if base == "" {
			u, err := url.Parse(ref)
			if err != nil {
				return 0
			}
			return len(u.String())
		}
		b, err := url.Parse(base)
		if err != nil {
			return 0
		}
		u, err := b.Parse(ref)
		if err != nil {
			return 0
		}
		return len(u.String())
	}},
}

type input struct {
	name  string
	pairs []pair
}

func inputs(tb testing.TB) []input {
	in := []input{{"cc10k", readPairs(tb)}}
	for _, name := range []string{"kasztp", "node_files", "isaacs_files"} {
		var ps []pair
		for _, l := range readLines(tb, name+".txt") {
			ps = append(ps, pair{"", l})
		}
		in = append(in, input{name, ps})
	}
	return in
}

func BenchmarkParse(b *testing.B) {
	for _, in := range inputs(b) {
		for _, p := range parsers {
			b.Run(in.name+"/"+p.name, func(b *testing.B) {
				n := 0
				for b.Loop() {
					for _, x := range in.pairs {
						n += p.parse(x.base, x.ref)
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(in.pairs)), "ns/URL")
				sink = n
			})
		}
	}
}

var sink int

// TestAgreement reports how many inputs each parser accepts and how many
// of the whatwg hrefs nlnwa/whatwg-url gives too (it implements the
// Standard of May 2023, so a few differ).
func TestAgreement(t *testing.T) {
	for _, in := range inputs(t) {
		var ok [3]int
		same := 0
		for _, x := range in.pairs {
			var hrefs [2]string
			for i, p := range parsers {
				if p.parse(x.base, x.ref) > 0 {
					ok[i]++
				}
			}
			if b, err := whatwg.Parse(orNone(x.base)); x.base == "" || err == nil {
				var u whatwg.URL
				if x.base == "" {
					u, err = whatwg.Parse(x.ref)
				} else {
					u, err = b.Parse(x.ref)
				}
				if err == nil {
					hrefs[0] = u.Href()
				}
			}
			var v *nlnwa.Url
			var err error
			if x.base == "" {
				v, err = nlnwa.Parse(x.ref)
			} else {
				v, err = nlnwa.ParseRef(x.base, x.ref)
			}
			if err == nil {
				hrefs[1] = v.Href(false)
			}
			if hrefs[0] == hrefs[1] {
				same++
			}
		}
		t.Logf("%-12s %5d inputs; accepted: whatwg %d, nlnwa %d, net/url %d; whatwg and nlnwa agree on %d", in.name, len(in.pairs), ok[0], ok[1], ok[2], same)
	}
}

func orNone(s string) string {
	if s == "" {
		return "x:"
	}
	return s
}
