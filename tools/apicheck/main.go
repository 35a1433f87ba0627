// Command apicheck compares the exported API of every package of a Go
// module with a committed snapshot, as the Go project keeps api/*.txt, so
// that every change of the API shows in review and in the CHANGELOG.
//
// Usage, from a module's root:
//
//	go run ./tools/apicheck [-w] [-file api/v1.txt] [dir]
//
// Without -w it exits 1 and prints the lines added (+) and removed (-)
// when the API of the module in dir (default ".") differs from the file;
// with -w it writes the file. Internal packages, commands and test files
// are not API. Each line names the package and one exported declaration:
// a constant with its value, a variable, a function or method with its
// signature, a type with its underlying kind, and each exported field and
// interface method of a type.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/importer"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	write := flag.Bool("w", false, "write the snapshot instead of checking it")
	file := flag.String("file", "api/v1.txt", "the snapshot, relative to the module's root")
	flag.Parse()
	dir := "."
	if flag.NArg() > 0 {
		dir = flag.Arg(0)
	}
	lines, err := apiLines(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "apicheck:", err)
		os.Exit(1)
	}
	path := filepath.Join(dir, *file)
	if *write {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "apicheck:", err)
			os.Exit(1)
		}
		if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "apicheck:", err)
			os.Exit(1)
		}
		fmt.Printf("apicheck: wrote %s (%d lines)\n", path, len(lines))
		return
	}
	old, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "apicheck: %v (write it with -w)\n", err)
		os.Exit(1)
	}
	added, removed := diff(strings.Split(strings.TrimSpace(string(old)), "\n"), lines)
	if len(added)+len(removed) == 0 {
		fmt.Printf("apicheck: the API matches %s (%d lines)\n", path, len(lines))
		return
	}
	for _, l := range removed {
		fmt.Println("-", l)
	}
	for _, l := range added {
		fmt.Println("+", l)
	}
	fmt.Fprintf(os.Stderr, "apicheck: the API differs from %s: %d lines added, %d removed; if the change is meant, run go run ./tools/apicheck -w and say it in CHANGELOG.md\n",
		path, len(added), len(removed))
	os.Exit(1)
}

// diff returns the lines of b not in a, and of a not in b.
func diff(a, b []string) (added, removed []string) {
	in := func(s []string) map[string]bool {
		m := map[string]bool{}
		for _, x := range s {
			if x != "" {
				m[x] = true
			}
		}
		return m
	}
	ma, mb := in(a), in(b)
	for _, x := range b {
		if !ma[x] && x != "" {
			added = append(added, x)
		}
	}
	for _, x := range a {
		if !mb[x] && x != "" {
			removed = append(removed, x)
		}
	}
	return added, removed
}

type listed struct {
	ImportPath string
	Name       string
	Export     string
	Module     *struct{ Path, Dir string }
	DepOnly    bool
}

// apiLines returns the sorted API lines of the non-internal library
// packages of the module in dir.
func apiLines(dir string) ([]string, error) {
	cmd := exec.Command("go", "list", "-export", "-deps", "-json=ImportPath,Name,Export,Module,DepOnly", "./...")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v\n%s", err, stderr.String())
	}
	exports := map[string]string{}
	var pkgs []string
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p listed
		if err := dec.Decode(&p); err != nil {
			return nil, err
		}
		exports[p.ImportPath] = p.Export
		if p.DepOnly || p.Name == "main" || p.Export == "" || strings.Contains(p.ImportPath+"/", "/internal/") ||
			strings.HasPrefix(p.ImportPath, "github.com/go-iri/iri/tools/") {
			continue
		}
		pkgs = append(pkgs, p.ImportPath)
	}
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		f, ok := exports[path]
		if !ok || f == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(f)
	})
	var lines []string
	for _, path := range pkgs {
		pkg, err := imp.Import(path)
		if err != nil {
			return nil, err
		}
		lines = append(lines, pkgLines(pkg)...)
	}
	sort.Strings(lines)
	return lines, nil
}

// pkgLines returns the API lines of one package.
func pkgLines(pkg *types.Package) []string {
	qual := func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Path()
	}
	head := "pkg " + pkg.Path() + ", "
	var out []string
	sc := pkg.Scope()
	for _, name := range sc.Names() {
		obj := sc.Lookup(name)
		if !obj.Exported() {
			continue
		}
		switch o := obj.(type) {
		case *types.Const:
			out = append(out, head+"const "+name+" "+types.TypeString(o.Type(), qual)+" = "+o.Val().ExactString())
		case *types.Var:
			out = append(out, head+"var "+name+" "+types.TypeString(o.Type(), qual))
		case *types.Func:
			sig := types.TypeString(o.Type(), qual)
			out = append(out, head+"func "+name+strings.TrimPrefix(sig, "func"))
		case *types.TypeName:
			out = append(out, typeLines(head, o, qual)...)
		}
	}
	return out
}

// typeLines returns the lines of one exported type: its kind, its exported
// fields or interface methods, and its exported methods.
func typeLines(head string, o *types.TypeName, qual types.Qualifier) []string {
	name := o.Name()
	if o.IsAlias() {
		return []string{head + "type " + name + " = " + types.TypeString(types.Unalias(o.Type()), qual)}
	}
	named := o.Type().(*types.Named)
	tparams := ""
	if tp := named.TypeParams(); tp != nil && tp.Len() > 0 {
		var ps []string
		for i := 0; i < tp.Len(); i++ {
			ps = append(ps, tp.At(i).Obj().Name()+" "+types.TypeString(tp.At(i).Constraint(), qual))
		}
		tparams = "[" + strings.Join(ps, ", ") + "]"
	}
	var out []string
	switch u := named.Underlying().(type) {
	case *types.Struct:
		out = append(out, head+"type "+name+tparams+" struct")
		for i := 0; i < u.NumFields(); i++ {
			f := u.Field(i)
			if !f.Exported() {
				continue
			}
			if f.Embedded() {
				out = append(out, head+"type "+name+" struct, embedded "+types.TypeString(f.Type(), qual))
				continue
			}
			out = append(out, head+"type "+name+" struct, "+f.Name()+" "+types.TypeString(f.Type(), qual))
		}
	case *types.Interface:
		out = append(out, head+"type "+name+tparams+" interface")
		for i := 0; i < u.NumExplicitMethods(); i++ {
			m := u.ExplicitMethod(i)
			if m.Exported() {
				out = append(out, head+"type "+name+" interface, "+m.Name()+strings.TrimPrefix(types.TypeString(m.Type(), qual), "func"))
			}
		}
		for i := 0; i < u.NumEmbeddeds(); i++ {
			out = append(out, head+"type "+name+" interface, embedded "+types.TypeString(u.EmbeddedType(i), qual))
		}
	default:
		out = append(out, head+"type "+name+tparams+" "+types.TypeString(u, qual))
	}
	for i := 0; i < named.NumMethods(); i++ {
		m := named.Method(i)
		if !m.Exported() {
			continue
		}
		recv := m.Type().(*types.Signature).Recv()
		rt := name
		if _, ok := recv.Type().(*types.Pointer); ok {
			rt = "*" + name
		}
		out = append(out, head+"method ("+rt+") "+m.Name()+strings.TrimPrefix(types.TypeString(m.Type(), qual), "func"))
	}
	return out
}
