package apierrptr_test

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/apierrptr"
)

// BenchmarkFastPath runs the analyzer on a package that imports no SDK
// but is full of typed error checks: it must cost almost nothing.
func BenchmarkFastPath(b *testing.B) {
	var src strings.Builder
	src.WriteString("package p\n\nimport (\n\t\"errors\"\n\t\"io/fs\"\n)\n\n")
	for i := range 200 {
		fmt.Fprintf(&src, `func f%d(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Path
	}
	if e, ok := err.(*fs.PathError); ok {
		return e.Op
	}
	return ""
}

`, i)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src.String(), parser.SkipObjectResolution)
	if err != nil {
		b.Fatal(err)
	}
	info := &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Implicits:  map[ast.Node]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		b.Fatal(err)
	}
	pass := &analysis.Pass{
		Analyzer:  apierrptr.Analyzer,
		Fset:      fset,
		Files:     []*ast.File{f},
		Pkg:       pkg,
		TypesInfo: info,
		ResultOf:  map[*analysis.Analyzer]any{},
		Report:    func(d analysis.Diagnostic) { b.Fatalf("unexpected diagnostic: %s", d.Message) },
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := apierrptr.Analyzer.Run(pass); err != nil {
			b.Fatal(err)
		}
	}
}
