module github.com/go-iri/iri/tools/templatebench

go 1.26.0

require github.com/go-iri/iri v0.0.0

require (
	github.com/yosida95/uritemplate/v3 v3.0.2
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)

replace github.com/go-iri/iri => ../..
