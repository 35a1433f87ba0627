package iri

import (
	"go/ast"
	goparser "go/parser"
	"go/token"
	"regexp"
	"strconv"
	"testing"
)

// TestScanBoundsChecks checks that the scanner's loops over runs of bytes,
// which every byte of every parsed reference goes through, compile without
// bounds checks (issue 8): it builds the package with -d=ssa/check_bce and
// looks for a check reported inside the loops of scanFrom and subsetRun.
func TestScanBoundsChecks(t *testing.T) {
	out := compilerDiagnostics(t, "-d=ssa/check_bce/debug=1")
	loops := scanInnerLoops(t)
	if len(loops) != 3 {
		t.Fatalf("found %d run loops in scanFrom and subsetRun, want 3 (update this test)", len(loops))
	}
	re := regexp.MustCompile(`(?m)^\./parse\.go:(\d+):\d+: Found (\w+)`)
	for _, m := range re.FindAllStringSubmatch(out, -1) {
		line, _ := strconv.Atoi(m[1])
		for _, l := range loops {
			if l[0] <= line && line <= l[1] {
				t.Errorf("parse.go:%d: %s inside a run loop of the scanner", line, m[2])
			}
		}
	}
}

// scanInnerLoops returns the line ranges of the loops over runs of ASCII
// class bytes, the loops that use swarMisses or the class mask: the
// eight-byte loops of scanFrom and subsetRun. (The loops over runs of
// pct-encoded triplets and of non-ASCII characters, and over the bytes of
// a string shorter than eight bytes, are not among them.)
func scanInnerLoops(t *testing.T) [][2]int {
	fset := token.NewFileSet()
	f, err := goparser.ParseFile(fset, "parse.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var loops [][2]int
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Recv != nil || fn.Name.Name != "scanFrom" && fn.Name.Name != "subsetRun" {
			continue
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			loop, ok := n.(*ast.ForStmt)
			if !ok || loop.Cond == nil {
				return true // (scanFrom's outer loop)
			}
			if usesIdent(loop, "swarMisses") || usesIdent(loop, "mask") {
				loops = append(loops, [2]int{fset.Position(loop.Pos()).Line, fset.Position(loop.End()).Line})
			}
			return true
		})
	}
	return loops
}

// usesIdent reports whether the identifier name occurs in n.
func usesIdent(n ast.Node, name string) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}
