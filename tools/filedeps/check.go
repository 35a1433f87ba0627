package main

import (
	"bufio"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// mapRow is one row of the file map: | `file.go` | area | may use |.
type mapRow struct {
	line    int
	file    string
	area    string
	mayUse  map[string]bool // file names without ".go"; "—" is none
	rawCell string
}

// readMap reads the rows of the first Markdown table in path whose header
// starts with "| File |".
func readMap(path string) ([]mapRow, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rows []mapRow
	in := false
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "| File |"):
			in = true
			continue
		case !in:
			continue
		case !strings.HasPrefix(line, "|"):
			if len(rows) > 0 {
				return rows, nil
			}
			continue
		case strings.HasPrefix(line, "|---"):
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if len(cells) != 3 {
			return nil, fmt.Errorf("%s:%d: a row of the file map has %d cells, want 3", path, n, len(cells))
		}
		file := strings.Trim(strings.TrimSpace(cells[0]), "`")
		r := mapRow{line: n, file: file, area: strings.TrimSpace(cells[1]), mayUse: map[string]bool{}, rawCell: strings.TrimSpace(cells[2])}
		for _, u := range strings.Split(r.rawCell, ",") {
			if u = strings.TrimSpace(u); u != "" && u != "—" {
				r.mayUse[u] = true
			}
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s: no file map (a table whose header starts with \"| File |\")", path)
	}
	return rows, nil
}

// checkMap compares the file map of mapPath with the uses found in the
// code of dir, prints each difference and returns their number.
func checkMap(w io.Writer, mapPath, dir string, edges map[[2]string]map[string]bool, files []string, fix bool) (int, error) {
	rows, err := readMap(mapPath)
	if err != nil {
		return 0, err
	}
	n := 0
	bad := func(format string, args ...any) {
		n++
		fmt.Fprintf(w, format+"\n", args...)
	}
	pos := map[string]int{}
	for i, r := range rows {
		if _, dup := pos[r.file]; dup {
			bad("%s:%d: %s has two rows", mapPath, r.line, r.file)
		}
		pos[r.file] = i
	}
	inPkg := map[string]bool{}
	for _, f := range files {
		inPkg[f] = true
		if _, ok := pos[f]; !ok {
			bad("%s: %s is in the package but not in the file map", mapPath, f)
		}
	}
	for _, r := range rows {
		if !inPkg[r.file] {
			// Files outside the build (a //go:build ignore generator) may
			// have a row if they exist.
			if _, err := os.Stat(filepath.Join(dir, r.file)); err != nil {
				bad("%s:%d: %s is in the file map but not in the package", mapPath, r.line, r.file)
			}
		}
	}
	uses := map[string]map[string]bool{}
	for e := range edges {
		if uses[e[0]] == nil {
			uses[e[0]] = map[string]bool{}
		}
		uses[e[0]][strings.TrimSuffix(e[1], ".go")] = true
	}
	for _, r := range rows {
		if !inPkg[r.file] {
			// (A file that another build has, under its //go:build line,
			// is checked by a run of filedeps in that build.)
			continue
		}
		got := uses[r.file]
		for u := range got {
			if !r.mayUse[u] {
				bad("%s:%d: %s uses %s.go (%s), which its row does not list", mapPath, r.line, r.file, u,
					strings.Join(keys(edges[[2]string{r.file, u + ".go"}]), " "))
			}
			if uses[u+".go"][strings.TrimSuffix(r.file, ".go")] && r.file < u+".go" {
				bad("%s:%d: %s and %s.go use each other", mapPath, r.line, r.file, u)
			}
		}
		for u := range r.mayUse {
			if !got[u] {
				bad("%s:%d: %s's row lists %s, which it does not use", mapPath, r.line, r.file, u)
			}
		}
	}
	for _, msg := range methodsInOneFile(dir, files) {
		bad("%s", msg)
	}
	if fix {
		fmt.Fprintln(w, "rows as the code has them:")
		for _, r := range rows {
			var cell []string
			for u := range uses[r.file] {
				cell = append(cell, u)
			}
			sort.Slice(cell, func(i, j int) bool { return pos[cell[i]+".go"] < pos[cell[j]+".go"] })
			c := strings.Join(cell, ", ")
			if c == "" {
				c = "—"
			}
			fmt.Fprintf(w, "| `%s` | %s | %s |\n", r.file, r.area, c)
		}
	}
	return n, nil
}

// methodsInOneFile returns a message for each type of the package whose
// methods are declared in more than one file.
func methodsInOneFile(dir string, files []string) []string {
	where := map[string]map[string]bool{}
	fset := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, 0)
		if err != nil {
			return []string{err.Error()}
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || len(fd.Recv.List) == 0 {
				continue
			}
			t := fd.Recv.List[0].Type
			for {
				switch x := t.(type) {
				case *ast.StarExpr:
					t = x.X
					continue
				case *ast.IndexExpr:
					t = x.X
					continue
				case *ast.IndexListExpr:
					t = x.X
					continue
				}
				break
			}
			id, ok := t.(*ast.Ident)
			if !ok {
				continue
			}
			if where[id.Name] == nil {
				where[id.Name] = map[string]bool{}
			}
			where[id.Name][name] = true
		}
	}
	var msgs []string
	var names []string
	for t, fs := range where {
		// IRI's methods are the operations, each in the file of its area;
		// an options type serves several operations, and each method
		// lives with its operation.
		if t == "IRI" || strings.HasSuffix(t, "Options") {
			continue
		}
		if len(fs) > 1 {
			names = append(names, t)
		}
	}
	sort.Strings(names)
	for _, t := range names {
		msgs = append(msgs, fmt.Sprintf("the methods of %s are in %d files: %s", t, len(where[t]), strings.Join(keys(where[t]), ", ")))
	}
	return msgs
}
