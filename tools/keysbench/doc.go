// Package keysbench measures package keys beside other implementations,
// on the 10,000 Common Crawl references resolved against their bases:
// the Safe Browsing canonicalization of google/safebrowsing (its
// unexported canonicalURL and generatePatterns, reached with go:linkname)
// and of nlnwa/whatwg-url's GoogleSafeBrowsing profile; SURT keys per
// second; and the crawl key of package iri beside net/url. It is a module
// of its own so that the core module does not depend on them.
//
//	cd tools/keysbench
//	taskset -c 1 go test -run '^$' -bench . -benchmem -count 5 | benchstat -col /impl -
//	KEYSBENCH_MIN=1 taskset -c 1 go test -count=1 -run MinRounds -v .
//	KEYSBENCH_PAIRED=1 taskset -c 1 go test -count=1 -run PairedCPU -v .
//
// The second command prints the fastest of 50 passes of each contender
// and their ratios, which a shared machine disturbs less than medians.
// The third times the crawl key, net/url's pipeline and SURT by the CPU
// time of the process, their passes alternating, and prints the median
// of the per-round ratios as well as the fastest passes.
package keysbench
