// Package exampletest checks that a package has an Example for every
// exported function and method, as net/url does, but for the exemptions
// its test names with a reason.
package exampletest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// Check fails t for each exported function or method of the package in dir
// (its non-test files) that has no Example in the package's test files and
// is not in exempt, other than the methods of the standard interfaces
// (interfaceMethods), which the type's own Example shows in use, and for each exemption that names nothing or has an
// Example after all. Names are "Func" and "Type.Method"; a value of exempt
// says why the name needs no Example (a plain accessor, say).
func Check(t *testing.T, dir string, exempt map[string]string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	exported := map[string]bool{}
	examples := map[string]bool{}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		if isIgnored(f) {
			continue
		}
		test := strings.HasSuffix(name, "_test.go")
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			if test {
				if fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "Example") {
					examples[exampleTarget(fd.Name.Name)] = true
				}
				continue
			}
			if !fd.Name.IsExported() {
				continue
			}
			if fd.Recv == nil {
				exported[fd.Name.Name] = true
				continue
			}
			if r := recvName(fd.Recv.List[0].Type); r != "" && ast.IsExported(r) {
				exported[r+"."+fd.Name.Name] = true
			}
		}
	}
	var missing []string
	for name := range exported {
		if i := strings.IndexByte(name, '.'); i >= 0 && interfaceMethods[name[i+1:]] {
			continue
		}
		if !examples[name] && exempt[name] == "" {
			missing = append(missing, name)
		}
	}
	sort.Strings(missing)
	for _, name := range missing {
		t.Errorf("%s has no Example (Example%s): write one, or exempt it with the reason", name, strings.ReplaceAll(name, ".", "_"))
	}
	for name, why := range exempt {
		switch {
		case !exported[name]:
			t.Errorf("exemption %q names no exported function or method", name)
		case examples[name]:
			t.Errorf("exemption %q: it has an Example; drop the exemption", name)
		case why == "":
			t.Errorf("exemption %q gives no reason", name)
		}
	}
}

// interfaceMethods are the methods of the standard library's interfaces:
// error and its errors.Is and Unwrap, fmt.Stringer, the encoding
// marshalers, database/sql's Scanner and driver.Valuer.
var interfaceMethods = map[string]bool{
	"Error": true, "Is": true, "Unwrap": true, "String": true,
	"MarshalText": true, "UnmarshalText": true, "MarshalBinary": true, "UnmarshalBinary": true,
	"AppendText": true, "AppendBinary": true, "MarshalJSON": true, "UnmarshalJSON": true,
	"Scan": true, "Value": true, "LogValue": true,
}

// exampleTarget returns what an Example function documents: "Parse" for
// ExampleParse and ExampleParse_errors, "IRI.Resolve" for
// ExampleIRI_Resolve and ExampleIRI_Resolve_dots, "IRI" for ExampleIRI.
func exampleTarget(name string) string {
	parts := strings.Split(strings.TrimPrefix(name, "Example"), "_")
	if len(parts) >= 2 && parts[1] != "" && ast.IsExported(parts[1]) {
		return parts[0] + "." + parts[1]
	}
	return parts[0]
}

// recvName returns the type name of a receiver: T for T, *T, T[P].
func recvName(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

// isIgnored reports whether f is outside every build (//go:build ignore).
func isIgnored(f *ast.File) bool {
	for _, g := range f.Comments {
		if g.Pos() > f.Package {
			break
		}
		for _, c := range g.List {
			if strings.HasPrefix(c.Text, "//go:build ignore") {
				return true
			}
		}
	}
	return false
}
