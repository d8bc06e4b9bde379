// The code finishreason does not judge: generated files and test code.

package finishreason

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// exempt tells the code finishreason does not judge. Generated files are
// not the user's to fix. Test code judges the content itself: asserting
// on the text of a fake or recorded response is what a test is for, and
// a stop fails the assertion. Test code is a _test.go file, or a function
// taking a *testing.T, B, F or a testing.TB wherever it is (the
// conformance suites and test helpers a module exports for other
// modules' tests live in ordinary files). Exempt functions still count as
// wrappers and readers for the others.
type exempt struct {
	files map[*ast.File]bool // generated and _test.go files
	info  *types.Info
}

func newExempt(r *runner) exempt {
	x := exempt{files: map[*ast.File]bool{}, info: r.pass.TypesInfo}
	for _, f := range r.pass.Files {
		if r.src.generated[r.pass.Fset.File(f.Pos())] || srcfile.IsTest(r.pass.Fset, f) {
			x.files[f] = true
		}
	}
	return x
}

// at reports whether the node at c is exempt: in an exempt file, or in a
// function, declared or literal, that takes a test's handle.
func (x exempt) at(c inspector.Cursor) bool {
	for e := range c.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil), (*ast.File)(nil)) {
		var ft *ast.FuncType
		switch n := e.Node().(type) {
		case *ast.FuncDecl:
			ft = n.Type
		case *ast.FuncLit:
			ft = n.Type
		case *ast.File:
			return x.files[n]
		}
		if srcfile.IsTestFunc(x.info, ft) {
			return true
		}
	}
	return false
}
