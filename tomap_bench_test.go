package iri

import (
	"net/url"
	"strings"
	"testing"

	"golang.org/x/net/idna"
)

// Benchmarks of the IRI → URI mapping beside the closest net/url
// operations, on testdata/bench-mix.txt:
//
//	go test -run '^$' -bench 'ToURI|ToURIOptions|LEIRI' -benchmem -count 5 | benchstat -
//
// net/url has no IRI mapping; url.URL.String percent-encodes non-ASCII
// bytes of the path, query and fragment as a side effect of re-serializing,
// which is the nearest equivalent (it leaves a non-ASCII host as it is).

// tmBenchSplit returns the bench-mix inputs that both Parse and url.Parse
// accept, split into ASCII and non-ASCII ones.
func tmBenchSplit(b *testing.B) (all, ascii, nonASCII []string) {
	for _, s := range benchMix(b) {
		if _, err := Parse(s); err != nil {
			continue
		}
		if _, err := url.Parse(s); err != nil {
			continue
		}
		all = append(all, s)
		if firstNonASCII(s) == len(s) {
			ascii = append(ascii, s)
		} else {
			nonASCII = append(nonASCII, s)
		}
	}
	return all, ascii, nonASCII
}

// benchToURIParsed compares mapping pre-parsed values: IRI.ToURI against
// url.URL.String.
func benchToURIParsed(b *testing.B, in []string) {
	vals := make([]IRI, len(in))
	urls := make([]*url.URL, len(in))
	for i, s := range in {
		vals[i] = MustParse(s)
		urls[i], _ = url.Parse(s)
	}
	size := totalBytes(in) / int64(len(in))
	b.Run("iri.ToURI", func(b *testing.B) {
		benchEach(b, vals, size, func(x IRI) { sinkIRI = x.ToURI() })
	})
	b.Run("url.URL.String", func(b *testing.B) {
		benchEach(b, urls, size, func(u *url.URL) { sinkString = u.String() })
	})
}

func BenchmarkToURIBenchMix(b *testing.B) {
	all, _, _ := tmBenchSplit(b)
	benchToURIParsed(b, all)
}

// ASCII input: ToURI returns the receiver, without allocating.
func BenchmarkToURIASCII(b *testing.B) {
	_, ascii, _ := tmBenchSplit(b)
	benchToURIParsed(b, ascii)
}

// Non-ASCII input: one allocation, for the result.
func BenchmarkToURINonASCII(b *testing.B) {
	_, _, nonASCII := tmBenchSplit(b)
	benchToURIParsed(b, nonASCII)
}

// nonASCIIItems returns, once each, the non-ASCII items of every list the
// peers harness reads (the Common Crawl pairs, bench-mix, the ada lists and
// intl) that Parse accepts: the harness's ToURI list.
func nonASCIIItems(b *testing.B) []string {
	var all []string
	for _, p := range commonCrawl(b) {
		all = append(all, strings.TrimSpace(p[0]), strings.TrimSpace(p[1]))
	}
	all = append(all, benchMix(b)...)
	for _, name := range []string{"kasztp", "node_files", "isaacs_files"} {
		all = append(all, readLines(b, "testdata/ada/"+name+".txt")...)
	}
	all = append(all, intlCorpus(b)...)
	var out []string
	seen := map[string]bool{}
	for _, s := range all {
		s = strings.TrimSpace(s)
		if firstNonASCII(s) == len(s) || seen[s] {
			continue
		}
		if _, err := Parse(s); err == nil {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// BenchmarkToURINonASCIIAll: ToURI of the non-ASCII items of every list
// (one allocation each), the harness's "non-ASCII items" row.
func BenchmarkToURINonASCIIAll(b *testing.B) { benchToURIParsed(b, nonASCIIItems(b)) }

// BenchmarkToURIAda: ToURI of the ada lists (testdata/ada), nearly all
// ASCII: the no-allocation path on long paths.
func BenchmarkToURIAda(b *testing.B) {
	for _, name := range []string{"kasztp", "node_files", "isaacs_files"} {
		b.Run(name, func(b *testing.B) { benchToURIParsed(b, adaList(b, name)) })
	}
}

// BenchmarkToURICommonCrawl: ToURI of the parsed Common Crawl references
// beside url.URL.String (testdata/oxiri). Nearly all are
// ASCII, so this is mostly ToURI's no-allocation path.
func BenchmarkToURICommonCrawl(b *testing.B) { benchToURIParsed(b, commonCrawlInputs(b)) }

// BenchmarkToURIIntl: ToURI of testdata/intl.txt, international IRIs of
// which about half are raw (one allocation) and half percent-encoded
// already (none).
func BenchmarkToURIIntl(b *testing.B) { benchToURIParsed(b, intlCorpus(b)) }

// benchParseToURI maps from strings: Parse and ToURI, against url.Parse and
// String.
func benchParseToURI(b *testing.B, in []string) {
	b.Run("iri.Parse+ToURI", func(b *testing.B) {
		benchInputs(b, in, func(s string) {
			x, _ := Parse(s)
			sinkIRI = x.ToURI()
		})
	})
	b.Run("url.Parse+String", func(b *testing.B) {
		benchInputs(b, in, func(s string) {
			u, _ := url.Parse(s)
			sinkString = u.String()
		})
	})
}

// BenchmarkParseToURIBenchMix: Parse+ToURI against url.Parse+String on
// bench-mix.txt.
func BenchmarkParseToURIBenchMix(b *testing.B) {
	all, _, _ := tmBenchSplit(b)
	benchParseToURI(b, all)
}

// BenchmarkParseToURICommonCrawl: the same on the Common Crawl references
// (testdata/oxiri).
func BenchmarkParseToURICommonCrawl(b *testing.B) { benchParseToURI(b, commonCrawlInputs(b)) }

// Paths alone: ToURI of a path reference against url.URL.EscapedPath.
func BenchmarkToURIPath(b *testing.B) {
	all, _, _ := tmBenchSplit(b)
	var paths []string
	for _, s := range all {
		if p := MustParse(s).Path(); p != "" && strings.HasPrefix(p, "/") {
			paths = append(paths, p)
		}
	}
	vals := make([]IRI, len(paths))
	for i, p := range paths {
		vals[i] = MustParse(p)
	}
	size := totalBytes(paths) / int64(len(paths))
	b.Run("iri.ToURI", func(b *testing.B) {
		benchEach(b, vals, size, func(x IRI) { sinkIRI = x.ToURI() })
	})
	b.Run("url.URL.EscapedPath", func(b *testing.B) {
		benchInputs(b, paths, func(p string) { sinkString = (&url.URL{Path: p}).EscapedPath() })
	})
}

// IDNA host mapping on the bench-mix references that have a host, against
// idna.Lookup.ToASCII on the host alone (net/url does no IDNA).
func BenchmarkMapperIDNA(b *testing.B) {
	var vals []IRI
	var hosts []string
	for _, s := range benchMix(b) {
		x := MustParse(s)
		if x.HostKind() == HostRegName && x.Host() != "" {
			vals = append(vals, x)
			hosts = append(hosts, x.Host())
		}
	}
	m := ToURIOptions{IDNA: true}
	// No MB/s: the two sides read different strings (IRI, host).
	b.Run("iri.ToURIOptions.ToURI", func(b *testing.B) {
		benchEach(b, vals, 0, func(x IRI) { sinkIRI, _ = m.ToURI(x) })
	})
	b.Run("idna.Lookup.ToASCII", func(b *testing.B) {
		benchEach(b, hosts, 0, func(h string) { sinkString, _ = idna.Lookup.ToASCII(h) })
	})
}

// LEIRI input (spaces and unwise characters) against url.Parse, which
// accepts most of them, and String.
func BenchmarkParseLEIRI(b *testing.B) {
	in := []string{
		"http://example.com/my file.html",
		"http://example.org/{x}|y^`z\"<>",
		"http://r\u00e9sum\u00e9.example.org/a b?q=x y#frag ment",
		"../../g h?y#s",
	}
	b.Run("iri.ParseLEIRI+ToURI", func(b *testing.B) {
		benchInputs(b, in, func(s string) {
			x, _ := ParseLEIRI(s)
			sinkIRI = x.ToURI()
		})
	})
	b.Run("url.Parse+String", func(b *testing.B) {
		benchInputs(b, in, func(s string) {
			u, err := url.Parse(s)
			if err == nil {
				sinkString = u.String()
			}
		})
	})
}
