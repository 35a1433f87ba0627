// Package templatebench measures go-iri's RFC 6570 templates beside
// github.com/yosida95/uritemplate/v3, the most used Go template package,
// on the same templates and values. It is a module of its own, so that the
// core keeps its two dependencies. Run
//
//	go test -run '^$' -bench '^Benchmark(Parse|Expand|Match|Router)$' -benchmem -count 10 | tee new.txt
//	benchstat -col /impl new.txt
//
// On a shared machine, BenchmarkExpandPairedCPU (Linux) is the steadier
// comparison of expansion: it runs each go-iri function and yosida95's
// Expand alternately in one loop, times them by the CPU time of the
// benchmark's thread, and reports the ratio as "speedup";
// BenchmarkParsePairedCPU does the same for Parse and New.
package templatebench
