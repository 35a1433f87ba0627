module github.com/go-iri/iri/tools/urlbench

go 1.26.0

require github.com/go-iri/iri v0.0.0

require (
	github.com/bits-and-blooms/bitset v1.20.0 // indirect
	github.com/nlnwa/whatwg-url v0.6.2
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)

replace github.com/go-iri/iri => ../..
