package template

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"
)

// exampleExempt are the exported functions and methods without an Example
// of their own, and why.
var exampleExempt = map[string]string{
	"Error.Error":  "ExampleError prints one",
	"Error.Unwrap": "ExampleError uses errors.Is",
}

// TestEveryFuncHasExample: every exported function and method of the
// package has an Example (net/url's rule), apart from exampleExempt.
func TestEveryFuncHasExample(t *testing.T) {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var funcs []string
	examples := map[string]bool{}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			if strings.HasSuffix(name, "_test.go") {
				if n, ok := strings.CutPrefix(fd.Name.Name, "Example"); ok {
					examples[n] = true
				}
				continue
			}
			if !fd.Name.IsExported() {
				continue
			}
			key := fd.Name.Name
			if fd.Recv != nil {
				typ := fd.Recv.List[0].Type
				if s, ok := typ.(*ast.StarExpr); ok {
					typ = s.X
				}
				id, ok := typ.(*ast.Ident)
				if !ok || !id.IsExported() {
					continue
				}
				key = id.Name + "." + key
			}
			funcs = append(funcs, key)
		}
	}
	for _, k := range funcs {
		if examples[strings.ReplaceAll(k, ".", "_")] || exampleExempt[k] != "" {
			continue
		}
		t.Errorf("%s has no Example", k)
	}
}
