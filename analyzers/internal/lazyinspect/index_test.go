package lazyinspect

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/ast/inspector"
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

func isComment(n ast.Node) bool {
	switch n.(type) {
	case *ast.CommentGroup, *ast.Comment:
		return true
	}
	return false
}

// TestMatchesInspector holds the index to x/tools' inspector on every
// node but comments: same order, parents, edges, children and
// enclosing nodes.
func TestMatchesInspector(t *testing.T) {
	files := parseStd(t)
	ix, in := New(files), inspector.New(files)
	var want []inspector.Cursor
	for c := range in.Root().Preorder() {
		if !isComment(c.Node()) {
			want = append(want, c)
		}
	}
	var got []Cursor
	for c := range ix.Root().Preorder() {
		got = append(got, c)
	}
	if len(got) != len(want) {
		t.Fatalf("%d nodes, inspector has %d", len(got), len(want))
	}
	for i, w := range want {
		g := got[i]
		if g.Node() != w.Node() {
			t.Fatalf("node %d: %T, inspector has %T", i, g.Node(), w.Node())
		}
		if g.Parent().Node() != w.Parent().Node() {
			t.Fatalf("node %d (%T): parent differs", i, g.Node())
		}
		gk, gi := g.ParentEdge()
		wk, wi := w.ParentEdge()
		if gk != wk || gi != wi {
			t.Fatalf("node %d (%T): edge %v[%d], inspector has %v[%d]", i, g.Node(), gk, gi, wk, wi)
		}
		if !slices.Equal(nodes(g.Children()), withoutComments(w.Children())) {
			t.Fatalf("node %d (%T): children differ", i, g.Node())
		}
		if !slices.Equal(nodes(g.Enclosing()), withoutComments(w.Enclosing())) {
			t.Fatalf("node %d (%T): enclosing nodes differ", i, g.Node())
		}
	}
}

// TestFilters holds typed Preorder and Enclosing to the inspector's.
func TestFilters(t *testing.T) {
	files := parseStd(t)
	ix, in := New(files), inspector.New(files)
	for _, types := range [][]ast.Node{
		{(*ast.CallExpr)(nil)},
		{(*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)},
		{(*ast.Ident)(nil), (*ast.FuncDecl)(nil)},
		{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)},
	} {
		if g, w := nodes(ix.Root().Preorder(types...)), nodes(in.Root().Preorder(types...)); !slices.Equal(g, w) {
			t.Errorf("Preorder(%T): %d nodes, inspector has %d", types, len(g), len(w))
		}
	}
	calls := slices.Collect(ix.Root().Preorder((*ast.CallExpr)(nil)))
	for _, c := range calls[:200] {
		w, _ := in.Root().FindNode(c.Node())
		funcs := []ast.Node{(*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)}
		if !slices.Equal(nodes(c.Enclosing(funcs...)), nodes(w.Enclosing(funcs...))) {
			t.Fatalf("Enclosing of the call at %d differs", c.Node().Pos())
		}
		if !slices.Equal(nodes(c.Preorder((*ast.Ident)(nil))), nodes(w.Preorder((*ast.Ident)(nil)))) {
			t.Fatalf("Preorder below the call at %d differs", c.Node().Pos())
		}
	}
}

// TestFindNode finds every node from the root and from its file, and
// Contains agrees.
func TestFindNode(t *testing.T) {
	files := parseStd(t)
	ix := New(files)
	for c := range ix.Root().Preorder() {
		got, ok := ix.Root().FindNode(c.Node())
		if !ok || got != c {
			t.Fatalf("FindNode(%T at %d) from the root failed", c.Node(), c.Node().Pos())
		}
		file := c
		for p := c; p.Parent() != ix.Root(); p = p.Parent() {
			file = p.Parent()
		}
		if got, ok := file.FindNode(c.Node()); !ok || got != c || !file.Contains(c) {
			t.Fatalf("FindNode(%T at %d) from its file failed", c.Node(), c.Node().Pos())
		}
	}
	if _, ok := ix.Root().FindNode(&ast.Ident{Name: "elsewhere"}); ok {
		t.Error("FindNode found a node of no file")
	}
}

// TestDecls checks that a file's cursor yields the file's declarations.
func TestDecls(t *testing.T) {
	files := parseStd(t)
	ix := New(files)
	i := 0
	for file := range ix.Root().Children() {
		var want []ast.Node
		for _, d := range files[i].Decls {
			want = append(want, d)
		}
		if got := nodes(file.Decls()); !slices.Equal(got, want) {
			t.Errorf("file %d: Decls yields %d nodes, want its %d declarations", i, len(got), len(want))
		}
		i++
	}
}

type node interface{ Node() ast.Node }

func nodes[C node](seq func(func(C) bool)) []ast.Node {
	var out []ast.Node
	for c := range seq {
		out = append(out, c.Node())
	}
	return out
}

func withoutComments(seq func(func(inspector.Cursor) bool)) []ast.Node {
	var out []ast.Node
	for c := range seq {
		if !isComment(c.Node()) {
			out = append(out, c.Node())
		}
	}
	return out
}

// TestNilChildren: an absent child, even one the parser always fills, is
// skipped rather than taken for the end of its parent.
func TestNilChildren(t *testing.T) {
	call := &ast.CallExpr{Args: []ast.Expr{nil, ast.NewIdent("x")}}
	decl := &ast.FuncDecl{Name: ast.NewIdent("f"), Type: &ast.FuncType{}, Body: &ast.BlockStmt{
		List: []ast.Stmt{&ast.ExprStmt{X: call}, &ast.IfStmt{Cond: ast.NewIdent("ok"), Body: &ast.BlockStmt{}}},
	}}
	ix := New([]*ast.File{{Name: ast.NewIdent("p"), Decls: []ast.Decl{decl}}})
	var kinds []string
	for c := range ix.Root().Preorder() {
		kinds = append(kinds, fmt.Sprintf("%T", c.Node()))
	}
	want := "*ast.File *ast.Ident *ast.FuncDecl *ast.Ident *ast.FuncType *ast.BlockStmt *ast.ExprStmt *ast.CallExpr *ast.Ident *ast.IfStmt *ast.Ident *ast.BlockStmt"
	if got := strings.Join(kinds, " "); got != want {
		t.Errorf("preorder:\n got %s\nwant %s", got, want)
	}
	x, ok := ix.Root().FindNode(call.Args[1])
	if !ok || x.Parent().Node() != call {
		t.Errorf("x's parent is not the call")
	}
}

// TestInspect holds Inspect to the inspector's: the same nodes, with the
// same subtrees skipped.
func TestInspect(t *testing.T) {
	files := parseStd(t)
	ix, in := New(files), inspector.New(files)
	types := []ast.Node{(*ast.FuncLit)(nil), (*ast.CallExpr)(nil), (*ast.GoStmt)(nil)}
	// Skip the subtrees of function literals and of every third call.
	prune := func(n ast.Node, k *int) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		*k++
		return *k%3 != 0
	}
	var got, want []ast.Node
	var kg, kw int
	ix.Root().Inspect(types, func(c Cursor) bool {
		got = append(got, c.Node())
		return prune(c.Node(), &kg)
	})
	in.Root().Inspect(types, func(c inspector.Cursor) bool {
		want = append(want, c.Node())
		return prune(c.Node(), &kw)
	})
	if len(got) == 0 || !slices.Equal(got, want) {
		t.Errorf("Inspect: %d nodes, inspector has %d", len(got), len(want))
	}
}
