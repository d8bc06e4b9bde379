// Package benchkit holds what the analyzers' benchmarks share: loading
// packages, timing an analyzer over them, and a type-checked pass over one
// source file for timing a fast path alone.
package benchkit

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// Load loads patterns with their dependencies, from the GOPATH gopath
// (with the module proxy off) when it is not empty.
func Load(tb testing.TB, gopath string, patterns ...string) []*packages.Package {
	tb.Helper()
	cfg := &packages.Config{Mode: packages.LoadAllSyntax}
	if gopath != "" {
		cfg.Dir = filepath.Join(gopath, "src")
		cfg.Env = append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOPROXY=off", "GOWORK=off")
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		tb.Fatal(err)
	}
	return pkgs
}

// Analyze times a over pkgs through the checker, facts and all.
func Analyze(b *testing.B, a *analysis.Analyzer, pkgs []*packages.Package) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// Run times a's Run on a pass over the single file src, type-checked
// against the standard library. The pass fails b on any diagnostic or
// exported fact: src is meant to touch no LLM API.
func Run(b *testing.B, a *analysis.Analyzer, src string) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.SkipObjectResolution)
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
	noFacts := func() { b.Fatal("a package that imports no SDK exports a fact") }
	pass := &analysis.Pass{
		Analyzer:          a,
		Fset:              fset,
		Files:             []*ast.File{f},
		Pkg:               pkg,
		TypesInfo:         info,
		ResultOf:          map[*analysis.Analyzer]any{},
		Report:            func(d analysis.Diagnostic) { b.Fatalf("unexpected diagnostic: %s", d.Message) },
		ImportPackageFact: func(*types.Package, analysis.Fact) bool { return false },
		ImportObjectFact:  func(types.Object, analysis.Fact) bool { return false },
		ExportPackageFact: func(analysis.Fact) { noFacts() },
		ExportObjectFact:  func(types.Object, analysis.Fact) { noFacts() },
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := a.Run(pass); err != nil {
			b.Fatal(err)
		}
	}
}
