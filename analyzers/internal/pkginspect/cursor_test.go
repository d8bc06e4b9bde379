package pkginspect

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
)

// parseStd parses the files of a few standard packages, comments
// included: dense, varied code with every kind of node.
func parseStd(t testing.TB) []*ast.File {
	var files []*ast.File
	fset := token.NewFileSet()
	for _, dir := range []string{"go/ast", "net/http", "text/template/parse"} {
		paths, err := filepath.Glob(filepath.Join(runtime.GOROOT(), "src", dir, "*.go"))
		if err != nil || len(paths) == 0 {
			t.Fatalf("no sources for %s: %v", dir, err)
		}
		for _, p := range paths {
			f, err := parser.ParseFile(fset, p, nil, parser.ParseComments|parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
	}
	return files
}

// TestDecls checks that a file's cursor yields the file's declarations,
// and neither its name nor its doc comment.
func TestDecls(t *testing.T) {
	files := parseStd(t)
	ix := New(files)
	i := 0
	for file := range ix.Root().Children() {
		var want, got []ast.Node
		for _, d := range files[i].Decls {
			want = append(want, d)
		}
		for d := range Decls(file) {
			got = append(got, d.Node())
		}
		if !slices.Equal(got, want) {
			t.Errorf("file %d: Decls yields %d nodes, want its %d declarations", i, len(got), len(want))
		}
		i++
	}
}

// TestIn finds a cursor of one inspector in another built on the same
// files, in its own and under the root and a file of each.
func TestIn(t *testing.T) {
	files := parseStd(t)[:3]
	a, b := New(files), New(files)
	fileB, _ := b.Root().FindNode(files[0])
	otherFile, _ := b.Root().FindNode(files[1])
	n := 0
	for c := range a.Root().Preorder((*ast.CallExpr)(nil)) {
		if got, ok := In(c, a.Root()); !ok || got != c {
			t.Fatalf("In its own root: %v, %v", got, ok)
		}
		got, ok := In(c, b.Root())
		if !ok || got.Node() != c.Node() || got.Inspector() != b.Inspector {
			t.Fatalf("In the other root: %v, %v", got, ok)
		}
		inFile := c.Node().Pos() >= files[0].FileStart && c.Node().End() <= files[0].FileEnd
		if _, ok := In(c, fileB); ok != inFile {
			t.Fatalf("In the first file: %v, want %v", ok, inFile)
		}
		if _, ok := In(got, otherFile); ok && inFile {
			t.Fatal("a call of the first file found in the second")
		}
		n++
	}
	if n == 0 {
		t.Fatal("no calls")
	}
}
