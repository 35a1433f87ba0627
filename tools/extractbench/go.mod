module github.com/go-iri/iri/tools/extractbench

go 1.26.0

require (
	github.com/go-iri/iri v0.0.0
	mvdan.cc/xurls/v2 v2.6.0
)

require (
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)

replace github.com/go-iri/iri => ../..
