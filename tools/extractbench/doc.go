// Package extractbench measures package extract of go-iri beside
// mvdan.cc/xurls/v2 on the same text, in a module of its own so that the
// go-iri module does not depend on xurls.
//
// Run it, pinned to one core, with:
//
//	cd tools/extractbench
//	taskset -c 1 go test -bench . -benchmem -count 5 | tee bench.txt
//	go run golang.org/x/perf/cmd/benchstat@latest -col /lib bench.txt
//
// The text is the corpus of testdata/corpus (a copy of the one of
// extract/testdata/corpus; see testdata/PROVENANCE.md), each file and all
// of them repeated to 1 MB. xurls Strict finds URLs with a scheme, as
// extract's strict mode does; xurls Relaxed also finds names without one,
// and e-mail addresses, as extract's relaxed mode with Email does.
package extractbench
