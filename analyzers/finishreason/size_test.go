package finishreason

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// maxMethods is the most methods a type of this package may have: the
// analysis is split into phases with types of their own (see runner.go),
// and a type that grows past this holds two of them.
const maxMethods = 25

// TestTypesStaySmall counts the methods of each type declared in the
// package's non-test files, logs the counts (go test -v) and fails for
// a type with more than maxMethods.
func TestTypesStaySmall(t *testing.T) {
	counts := methodCounts(t)
	names := make([]string, 0, len(counts))
	for n := range counts {
		names = append(names, n)
	}
	slices.Sort(names)
	slices.SortStableFunc(names, func(a, b string) int { return counts[b] - counts[a] })
	for _, n := range names {
		t.Logf("%-16s %d methods", n, counts[n])
		if counts[n] > maxMethods {
			t.Errorf("type %s has %d methods, more than %d: split it", n, counts[n], maxMethods)
		}
	}
}

// methodCounts returns the number of methods declared for each receiver
// type name in the package's non-test files.
func methodCounts(t *testing.T) map[string]int {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	counts := map[string]int{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil {
				continue
			}
			recv := fd.Recv.List[0].Type
			if star, ok := recv.(*ast.StarExpr); ok {
				recv = star.X
			}
			switch x := recv.(type) {
			case *ast.IndexExpr: // a generic type: lazy[T]
				recv = x.X
			case *ast.IndexListExpr:
				recv = x.X
			}
			if id, ok := recv.(*ast.Ident); ok {
				counts[id.Name]++
			}
		}
	}
	return counts
}
