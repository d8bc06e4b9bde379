package pkginspect

import (
	"go/ast"
	"go/types"
	"testing"

	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/typeutil"
)

// TestCalleeFunc checks the shared table against typeutil.Callee on every
// call of a few standard packages, and that a node that is no call has no
// callee.
func TestCalleeFunc(t *testing.T) {
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadSyntax}, "text/template/parse", "encoding/json")
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	for _, p := range pkgs {
		ix := New(p.Syntax)
		for c := range ix.Root().Preorder() {
			got := ix.CalleeFunc(c, p.TypesInfo)
			call, isCall := c.Node().(*ast.CallExpr)
			if !isCall {
				if got != nil {
					t.Fatalf("%s: a %T has callee %v", p.Fset.Position(c.Node().Pos()), c.Node(), got)
				}
				continue
			}
			want, _ := typeutil.Callee(p.TypesInfo, call).(*types.Func)
			if got != want {
				t.Fatalf("%s: CalleeFunc = %v, want %v", p.Fset.Position(call.Pos()), got, want)
			}
			calls++
		}
	}
	if calls < 1000 {
		t.Fatalf("only %d calls checked", calls)
	}
}
