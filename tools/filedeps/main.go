// Command filedeps reports how the non-test files of one Go package use
// each other's declarations: the pairs of files that use each other (both
// ways), and the uses that run back up the package's file layering.
//
// Usage, from the repository root:
//
//	go run ./tools/filedeps [-v] [-dot] [package-dir]
//
// A use is an identifier in file A that refers to a package-level
// declaration, method or struct field declared in file B. The layering
// is the order that leaves the fewest uses pointing up (found by the
// greedy heuristic of Eades, Lin and Smyth, so an upper bound); a use
// from a file to one placed above it is an upward use. -v lists every
// edge with the names it carries; -dot prints the graph for Graphviz.
//
// With -check FILE (CONTRIBUTING.md), filedeps checks the file map that
// FILE holds instead, and exits 1 when the map and the code differ: a
// file of the package missing from the map or a row naming no file, a
// "May use" cell that is not exactly the set of files the row's file
// uses, two files that use each other, or a type other than IRI and the
// options types whose methods are declared in more than one file. -fix prints the rows with the
// cells the code calls for, to paste over the map.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
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
	verbose := flag.Bool("v", false, "list every edge with the declarations it uses")
	dot := flag.Bool("dot", false, "print the file graph in Graphviz dot format")
	check := flag.String("check", "", "check the file map of this Markdown file (CONTRIBUTING.md) against the code")
	fix := flag.Bool("fix", false, "with -check: print the map's rows as the code has them")
	flag.Parse()
	dir := "."
	if flag.NArg() > 0 {
		dir = flag.Arg(0)
	}
	edges, files, err := load(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "filedeps:", err)
		os.Exit(1)
	}
	if *check != "" {
		n, err := checkMap(os.Stdout, *check, dir, edges, files, *fix)
		if err != nil {
			fmt.Fprintln(os.Stderr, "filedeps:", err)
			os.Exit(1)
		}
		if n > 0 {
			fmt.Fprintf(os.Stderr, "filedeps: %d differences between %s and the code\n", n, *check)
			os.Exit(1)
		}
		fmt.Printf("filedeps: the file map of %s matches the code (%d files)\n", *check, len(files))
		return
	}
	if *dot {
		fmt.Println("digraph files {")
		for _, e := range sortedEdges(edges) {
			fmt.Printf("\t%q -> %q;\n", e[0], e[1])
		}
		fmt.Println("}")
		return
	}
	report(os.Stdout, edges, files, *verbose)
}

// load type-checks the non-test files of the package in dir and returns,
// for each ordered pair of distinct files, the names the first uses from
// the second.
func load(dir string) (map[[2]string]map[string]bool, []string, error) {
	exports, err := exportData(dir)
	if err != nil {
		return nil, nil, err
	}
	out, err := exec.Command("go", "list", "-f", "{{range .GoFiles}}{{.}}\n{{end}}", dir).Output()
	if err != nil {
		return nil, nil, fmt.Errorf("go list: %v", err)
	}
	names := strings.Fields(string(out))
	fset := token.NewFileSet()
	var astFiles []*ast.File
	for _, n := range names {
		f, err := parser.ParseFile(fset, filepath.Join(dir, n), nil, 0)
		if err != nil {
			return nil, nil, err
		}
		astFiles = append(astFiles, f)
	}
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		p, ok := exports[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(p)
	})
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: imp}
	pkg, err := conf.Check("", fset, astFiles, info)
	if err != nil {
		return nil, nil, err
	}
	edges := map[[2]string]map[string]bool{}
	add := func(at token.Pos, obj types.Object) {
		if obj == nil || obj.Pkg() != pkg || !obj.Pos().IsValid() {
			return
		}
		// Local variables and parameters stay in their file.
		if v, ok := obj.(*types.Var); ok && !v.IsField() && obj.Parent() != pkg.Scope() {
			return
		}
		if _, ok := obj.(*types.Func); !ok && obj.Parent() != nil && obj.Parent() != pkg.Scope() {
			if v, ok := obj.(*types.Var); !ok || !v.IsField() {
				return
			}
		}
		from := filepath.Base(fset.Position(at).Filename)
		to := filepath.Base(fset.Position(obj.Pos()).Filename)
		if from == to {
			return
		}
		k := [2]string{from, to}
		if edges[k] == nil {
			edges[k] = map[string]bool{}
		}
		edges[k][obj.Name()] = true
	}
	for id, obj := range info.Uses {
		add(id.Pos(), obj)
	}
	// Promoted fields and methods reached through embedding are in
	// Selections; their declarations are counted through Uses already.
	return edges, names, nil
}

// exportData returns the export data files of dir's dependencies.
func exportData(dir string) (map[string]string, error) {
	cmd := exec.Command("go", "list", "-export", "-deps", "-json=ImportPath,Export", dir)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list -export: %v\n%s", err, stderr.String())
	}
	m := map[string]string{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p struct{ ImportPath, Export string }
		if err := dec.Decode(&p); err != nil {
			return nil, err
		}
		if p.Export != "" {
			m[p.ImportPath] = p.Export
		}
	}
	return m, nil
}

func sortedEdges(edges map[[2]string]map[string]bool) [][2]string {
	var ks [][2]string
	for k := range edges {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		if ks[i][0] != ks[j][0] {
			return ks[i][0] < ks[j][0]
		}
		return ks[i][1] < ks[j][1]
	})
	return ks
}

func keys(m map[string]bool) []string {
	var s []string
	for k := range m {
		s = append(s, k)
	}
	sort.Strings(s)
	return s
}

func report(w io.Writer, edges map[[2]string]map[string]bool, files []string, verbose bool) {
	var pairs [][2]string
	for _, e := range sortedEdges(edges) {
		if e[0] < e[1] && edges[[2]string{e[1], e[0]}] != nil {
			pairs = append(pairs, e)
		}
	}
	order := layer(files, edges)
	pos := map[string]int{}
	for i, f := range order {
		pos[f] = i
	}
	var up [][2]string
	for _, e := range sortedEdges(edges) {
		if pos[e[0]] > pos[e[1]] {
			up = append(up, e)
		}
	}
	fmt.Fprintf(w, "%d files, %d file-to-file edges\n", len(files), len(edges))
	fmt.Fprintf(w, "two-way pairs: %d\n", len(pairs))
	for _, p := range pairs {
		fmt.Fprintf(w, "\t%s <-> %s\n\t\t%s -> %s\n\t\t%s -> %s\n", p[0], p[1],
			p[0], strings.Join(keys(edges[p]), " "), p[1], strings.Join(keys(edges[[2]string{p[1], p[0]}]), " "))
	}
	fmt.Fprintf(w, "upward uses (edges against the best layering found): %d\n", len(up))
	for _, e := range up {
		fmt.Fprintf(w, "\t%s -> %s: %s\n", e[0], e[1], strings.Join(keys(edges[e]), " "))
	}
	fmt.Fprintln(w, "layering, top (callers) to bottom:")
	for _, f := range order {
		fmt.Fprintf(w, "\t%s\n", f)
	}
	if verbose {
		fmt.Fprintln(w, "edges:")
		for _, e := range sortedEdges(edges) {
			fmt.Fprintf(w, "\t%s -> %s: %s\n", e[0], e[1], strings.Join(keys(edges[e]), " "))
		}
	}
}

// layer orders files callers first so that few edges point from a file to
// one before it (the greedy heuristic of Eades, Lin and Smyth, 1993).
func layer(files []string, edges map[[2]string]map[string]bool) []string {
	left := map[string]bool{}
	for _, f := range files {
		left[f] = true
	}
	deg := func(f string, out bool) int {
		n := 0
		for e := range edges {
			if out && e[0] == f && left[e[1]] || !out && e[1] == f && left[e[0]] {
				n++
			}
		}
		return n
	}
	var head, tail []string
	for len(left) > 0 {
		changed := true
		for changed {
			changed = false
			for _, f := range files {
				if !left[f] {
					continue
				}
				if deg(f, true) == 0 { // a sink: bottom
					tail = append([]string{f}, tail...)
					delete(left, f)
					changed = true
				} else if deg(f, false) == 0 { // a source: top
					head = append(head, f)
					delete(left, f)
					changed = true
				}
			}
		}
		best, bestD := "", 0
		for _, f := range files {
			if left[f] {
				if d := deg(f, true) - deg(f, false); best == "" || d > bestD {
					best, bestD = f, d
				}
			}
		}
		if best != "" {
			head = append(head, best)
			delete(left, best)
		}
	}
	return append(head, tail...)
}
