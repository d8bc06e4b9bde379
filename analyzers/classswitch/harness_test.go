package classswitch_test

import (
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// The harness runs the analyzer on one source file of package "p",
// without go list: parse and type errors are kept, as a driver with
// RunDespiteErrors would keep them. "p" may import the llmerr stub.

var stubOnce = sync.OnceValues(func() (*types.Package, error) {
	fset := token.NewFileSet()
	path := filepath.Join(testdata, "src", filepath.FromSlash(llmerrPath), "class.go")
	f, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		return nil, err
	}
	conf := types.Config{Importer: importer.Default(), Error: func(error) {}}
	pkg, _ := conf.Check(llmerrPath, fset, []*ast.File{f}, nil)
	return pkg, nil
})

type stubImporter struct{}

func (stubImporter) Import(path string) (*types.Package, error) {
	if path == llmerrPath {
		return stubOnce()
	}
	return nil, fmt.Errorf("no package %q in the harness", path)
}

// checkedFile is a parsed and type-checked file, ready for passes.
type checkedFile struct {
	fset *token.FileSet
	file *ast.File
	pkg  *types.Package
	info *types.Info
	src  []byte
	in   *inspector.Inspector // shared by passes, as drivers share it
}

func check(src []byte) *checkedFile {
	fset := token.NewFileSet()
	f, _ := parser.ParseFile(fset, "p.go", src, parser.ParseComments|parser.SkipObjectResolution)
	if f == nil {
		return nil
	}
	info := &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Implicits:  map[ast.Node]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
		Scopes:     map[ast.Node]*types.Scope{},
	}
	conf := types.Config{Importer: stubImporter{}, Error: func(error) {}}
	pkg, _ := conf.Check("p", fset, []*ast.File{f}, info)
	return &checkedFile{fset: fset, file: f, pkg: pkg, info: info, src: src, in: inspector.New([]*ast.File{f})}
}

// run runs a on c and returns its diagnostics.
func (c *checkedFile) run(a *analysis.Analyzer) ([]analysis.Diagnostic, error) {
	var diags []analysis.Diagnostic
	files := []*ast.File{c.file}
	pass := &analysis.Pass{
		Analyzer:   a,
		Fset:       c.fset,
		Files:      files,
		Pkg:        c.pkg,
		TypesInfo:  c.info,
		TypesSizes: types.SizesFor("gc", "amd64"),
		ResultOf:   map[*analysis.Analyzer]any{inspect.Analyzer: c.in},
		Report:     func(d analysis.Diagnostic) { diags = append(diags, d) },
		ReadFile: func(name string) ([]byte, error) {
			if name != "p.go" {
				return nil, os.ErrNotExist
			}
			return c.src, nil
		},
	}
	_, err := a.Run(pass)
	return diags, err
}
