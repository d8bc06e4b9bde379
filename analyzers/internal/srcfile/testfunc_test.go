package srcfile

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

func TestIsTestFunc(t *testing.T) {
	const src = `package p

import "testing"

type T struct{}
type alias = *testing.T

func suite(t *testing.T)                 {}
func bench(b *testing.B)                 {}
func fuzz(f *testing.F)                  {}
func helper(x int, tb testing.TB)        {}
func aliased(t alias)                    {}
func byValue(m testing.M)                {}
func own(t *T)                           {}
func none()                              {}
var lit = func(t *testing.T) {}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
	if _, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"suite": true, "bench": true, "fuzz": true, "helper": true, "aliased": true,
		"byValue": false, "own": false, "none": false, "lit": true}
	ast.Inspect(f, func(n ast.Node) bool {
		var name string
		var ft *ast.FuncType
		switch n := n.(type) {
		case *ast.FuncDecl:
			name, ft = n.Name.Name, n.Type
		case *ast.ValueSpec:
			name, ft = n.Names[0].Name, n.Values[0].(*ast.FuncLit).Type
		default:
			return true
		}
		if got := IsTestFunc(info, ft); got != want[name] {
			t.Errorf("IsTestFunc(%s) = %v, want %v", name, got, want[name])
		}
		return false
	})
	if IsTestFunc(info, nil) {
		t.Error("IsTestFunc(nil) = true")
	}
}
