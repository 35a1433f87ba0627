module github.com/go-iri/iri

go 1.23.0
