// Package templatebench measures go-iri's RFC 6570 templates beside
// github.com/yosida95/uritemplate/v3, the most used Go template package,
// on the same templates and values. It is a module of its own, so that the
// core keeps its two dependencies. Run
//
//	go test -run '^$' -bench . -benchmem -count 10 | tee new.txt
//	benchstat -col /impl new.txt
package templatebench
