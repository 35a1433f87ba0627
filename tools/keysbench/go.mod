module github.com/go-iri/iri/tools/keysbench

go 1.26.0

require (
	github.com/go-iri/iri v0.0.0
	github.com/google/safebrowsing v0.0.0-20190624211811-bbf0d20d26b3
	github.com/nlnwa/whatwg-url v0.6.2
)

require (
	github.com/bits-and-blooms/bitset v1.20.0 // indirect
	github.com/golang/protobuf v1.2.0 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)

replace github.com/go-iri/iri => ../..
