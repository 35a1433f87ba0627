module github.com/go-iri/iri

go 1.23.0

require (
	golang.org/x/net v0.43.0
	golang.org/x/text v0.28.0
)
