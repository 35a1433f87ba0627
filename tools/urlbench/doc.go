// Package urlbench measures URL Standard parsers on the same inputs:
// github.com/go-iri/iri/whatwg, github.com/nlnwa/whatwg-url (the other
// pure-Go URL Standard parser) and net/url (an RFC 3986 parser, for scale),
// and, with node/bench.js, Node's URL (ada). It is a module of its own so
// that the go-iri module does not depend on nlnwa/whatwg-url.
//
// The inputs are the project's testdata: the Common Crawl references of
// testdata/oxiri/relative_urls_cc_10k.csv, each parsed against its base,
// and the ada-url/url-various-datasets lists of testdata/ada. Each run
// parses and serializes every input; ns/URL is the time per input.
//
//	cd tools/urlbench
//	taskset -c 1 go test -run '^$' -bench . -benchmem -count 5 | tee new.txt
//	node node/bench.js
package urlbench
