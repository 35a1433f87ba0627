package iri

import (
	"testing"

	"github.com/go-iri/iri/internal/exampletest"
)

// TestEveryExportHasExample: every exported function and method has an
// Example (the methods of standard interfaces aside), as net/url's do;
// exampleExempt names the exceptions, each with its reason.
func TestEveryExportHasExample(t *testing.T) {
	exampletest.Check(t, ".", exampleExempt)
}

// exampleExempt are the exported functions and methods without an Example.
var exampleExempt = map[string]string{}
