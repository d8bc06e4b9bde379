package code_test

import (
	"go/ast"
	"go/types"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

func TestIsFunc(t *testing.T) {
	c := check(t, `package p

func Sleep() {}

type T struct{}

func (T) Sleep() {}
`)
	fn := c.pkg.Scope().Lookup("Sleep").(*types.Func)
	method := c.typeOf(t, "T").(*types.Named).Method(0)
	switch {
	case !code.IsFunc(fn, "p", "Sleep"):
		t.Errorf("IsFunc(p.Sleep) = false")
	case code.IsFunc(fn, "time", "Sleep"), code.IsFunc(fn, "p", "Wait"):
		t.Errorf("IsFunc matched another package or name")
	case code.IsFunc(method, "p", "Sleep"):
		t.Errorf("IsFunc(T.Sleep) = true, want false for a method")
	case code.IsFunc(nil, "p", "Sleep"):
		t.Errorf("IsFunc(nil) = true")
	}
}

func TestCallsBuiltin(t *testing.T) {
	c := check(t, `package p

func f(s []int) {
	_ = len(s)
	_ = (len)(s)
	{
		len := func([]int) int { return 0 }
		_ = len(s)
	}
	_ = cap(s)
}
`)
	want := []bool{true, true, false, false}
	i := 0
	ast.Inspect(c.funcBody(t, "f"), func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if got := code.CallsBuiltin(c.info, call, "len"); i >= len(want) || got != want[i] {
				t.Errorf("call %d: CallsBuiltin(len) = %v", i, got)
			}
			i++
		}
		return true
	})
}
