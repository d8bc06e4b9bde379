package code_test

import (
	"go/parser"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

func TestIdentOf(t *testing.T) {
	for src, want := range map[string]string{"x": "x", "((x))": "x", "a.b": "", "f()": ""} {
		e, err := parser.ParseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if id := code.IdentOf(e); id != nil {
			got = id.Name
		}
		if got != want {
			t.Errorf("IdentOf(%s) = %q, want %q", src, got, want)
		}
	}
	if code.IdentOf(nil) != nil {
		t.Errorf("IdentOf(nil) != nil")
	}
}
