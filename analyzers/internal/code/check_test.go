// This file type-checks the small packages the tests of this package
// read.

package code_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// checked is a type-checked source file with its type information.
type checked struct {
	file *ast.File
	pkg  *types.Package
	info *types.Info
}

func check(t *testing.T, src string) checked {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{},
		Defs:  map[*ast.Ident]types.Object{},
		Uses:  map[*ast.Ident]types.Object{},
	}
	conf := types.Config{Importer: importer.Default()}
	pkg, err := conf.Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	return checked{f, pkg, info}
}

// funcBody returns the body of the function name.
func (c checked) funcBody(t *testing.T, name string) *ast.BlockStmt {
	t.Helper()
	for _, d := range c.file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == name {
			return fd.Body
		}
	}
	t.Fatalf("no func %s", name)
	return nil
}

// typeOf returns the type declared as name at package level.
func (c checked) typeOf(t *testing.T, name string) types.Type {
	t.Helper()
	tn, ok := c.pkg.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		t.Fatalf("no type %s", name)
	}
	return tn.Type()
}
