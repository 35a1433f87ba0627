package iri

import (
	"net/url"
	"testing"
)

// BenchmarkCrawlKey: the crawler's pipeline on the 10,000 Common Crawl
// (base, reference) pairs, per op one pair: net/url's url.Parse(base),
// base.ResolveReference(url.Parse(ref)).String() beside Parse, Resolve
// and URIKey under the recipe of UsuallySafe's doc (WebIDNA), and under
// idna.Lookup. Pairs that either side rejects are left out of both.
//
//	go test -run '^$' -bench CrawlKey -benchmem -count 5 | benchstat -col /impl -
func BenchmarkCrawlKey(b *testing.B) {
	var pairs [][2]string
	for _, p := range commonCrawl(b) {
		base, err1 := Parse(p[0])
		ref, err2 := Parse(p[1])
		ub, err3 := url.Parse(p[0])
		_, err4 := url.Parse(p[1])
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil || !ub.IsAbs() {
			continue
		}
		if _, err := base.Resolve(ref); err != nil {
			continue
		}
		pairs = append(pairs, p)
	}
	run := func(b *testing.B, f func(p [2]string)) {
		b.ReportAllocs()
		for i, k := 0, 0; i < b.N; i++ {
			f(pairs[k])
			if k++; k == len(pairs) {
				k = 0
			}
		}
	}
	b.Run("impl=net-url", func(b *testing.B) {
		run(b, func(p [2]string) {
			base, _ := url.Parse(p[0])
			ref, _ := url.Parse(p[1])
			sinkString = base.ResolveReference(ref).String()
		})
	})
	web := NormalizeOptions{Flags: UsuallySafe, ExcludeFragment: true, IDNAProfile: WebIDNA()}
	b.Run("impl=iri-WebIDNA", func(b *testing.B) {
		run(b, func(p [2]string) {
			base, _ := Parse(p[0])
			ref, _ := Parse(p[1])
			t, _ := base.Resolve(ref)
			sinkString = web.URIKey(t)
		})
	})
	lookup := NormalizeOptions{Flags: UsuallySafe, ExcludeFragment: true}
	b.Run("impl=iri-Lookup", func(b *testing.B) {
		run(b, func(p [2]string) {
			base, _ := Parse(p[0])
			ref, _ := Parse(p[1])
			t, _ := base.Resolve(ref)
			sinkString = lookup.URIKey(t)
		})
	})
}

// BenchmarkCrawlKeyParts: the parts of the pipeline of BenchmarkCrawlKey,
// to see where its time goes: parsing and resolving alone, and URIKey
// alone on targets resolved beforehand.
func BenchmarkCrawlKeyParts(b *testing.B) {
	var pairs [][2]string
	var targets []IRI
	for _, p := range commonCrawl(b) {
		base, err1 := Parse(p[0])
		ref, err2 := Parse(p[1])
		if err1 != nil || err2 != nil {
			continue
		}
		t, err := base.Resolve(ref)
		if err != nil {
			continue
		}
		pairs = append(pairs, p)
		targets = append(targets, t)
	}
	b.Run("part=resolve", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			p := pairs[i%len(pairs)]
			base, _ := Parse(p[0])
			ref, _ := Parse(p[1])
			t, _ := base.Resolve(ref)
			sinkString = t.String()
		}
	})
	web := NormalizeOptions{Flags: UsuallySafe, ExcludeFragment: true, IDNAProfile: WebIDNA()}
	b.Run("part=urikey", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			sinkString = web.URIKey(targets[i%len(targets)])
		}
	})
}
