package columns

import (
	"testing"

	"github.com/go-iri/iri/internal/exampletest"
)

// TestEveryExportHasExample: every exported function and method has an
// Example, the methods of the standard interfaces aside.
func TestEveryExportHasExample(t *testing.T) {
	exampletest.Check(t, ".", nil)
}
