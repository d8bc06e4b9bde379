package code_test

import (
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
