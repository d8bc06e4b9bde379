package swallowedconfig_test

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

	"github.com/llmerrlint/llmerrlint/analyzers/swallowedconfig"
)

// BenchmarkFastPath runs the analyzer on a package that imports no SDK
// but is full of error-substituting functions: it must cost almost
// nothing.
func BenchmarkFastPath(b *testing.B) {
	var src strings.Builder
	src.WriteString("package p\n\nimport (\n\t\"context\"\n\t\"errors\"\n)\n\ntype response struct{ text string }\n\n")
	for i := range 200 {
		fmt.Fprintf(&src, `func onError%d(ctx context.Context, req *response, err error) (*response, error) {
	if errors.Is(err, context.Canceled) {
		return nil, err
	}
	return &response{text: "try again later"}, nil
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
		Analyzer:          swallowedconfig.Analyzer,
		Fset:              fset,
		Files:             []*ast.File{f},
		Pkg:               pkg,
		TypesInfo:         info,
		ResultOf:          map[*analysis.Analyzer]any{},
		Report:            func(d analysis.Diagnostic) { b.Fatalf("unexpected diagnostic: %s", d.Message) },
		ImportPackageFact: func(*types.Package, analysis.Fact) bool { return false },
		ExportPackageFact: func(analysis.Fact) { b.Fatal("a package that imports no SDK exports a fact") },
		ExportObjectFact:  func(types.Object, analysis.Fact) { b.Fatal("a package that imports no SDK exports a fact") },
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := swallowedconfig.Analyzer.Run(pass); err != nil {
			b.Fatal(err)
		}
	}
}
