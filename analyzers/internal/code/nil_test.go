package code_test

import (
	"go/ast"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

func TestIsNil(t *testing.T) {
	c := check(t, `package p

type cb func()

type cfg struct{ F cb }

func f(nilValue *int) {
	var a cb = nil
	var b cb = (nil)
	_ = cfg{F: nil}
	{
		nil := cb(func() {})
		var d cb = nil
		_, _, _ = a, b, d
	}
	var e cb = f2
	_, _ = e, nilValue == nil
}

func f2() {}
`)
	want := map[string]bool{"a": true, "b": true, "d": false, "e": false}
	ast.Inspect(c.file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ValueSpec:
			if len(n.Values) == 1 {
				name := n.Names[0].Name
				if got := code.IsNil(c.info, n.Values[0]); got != want[name] {
					t.Errorf("IsNil(value of %s) = %v, want %v", name, got, want[name])
				}
			}
		case *ast.KeyValueExpr:
			if !code.IsNil(c.info, n.Value) {
				t.Errorf("IsNil(F: nil) = false")
			}
		case *ast.BinaryExpr:
			if code.IsNil(c.info, n.X) || !code.IsNil(c.info, n.Y) {
				t.Errorf("IsNil on nilValue == nil: want only the right operand")
			}
		}
		return true
	})
	if code.IsNil(c.info, &ast.Ident{Name: "nil"}) {
		t.Errorf("IsNil(an identifier the checker never saw) = true")
	}
}
