package srcfile

import (
	"go/ast"
	"go/types"
)

// IsTestFunc reports whether a function of type ft is test code outside a
// _test.go file: it takes a *testing.T, *testing.B or *testing.F, or a
// testing.TB. Conformance suites and test helpers that other modules'
// tests import live in ordinary files (langchaingo's llms/compliance),
// and asserting on a response is what they are for, as in a test file.
func IsTestFunc(info *types.Info, ft *ast.FuncType) bool {
	if ft == nil || ft.Params == nil {
		return false
	}
	for _, f := range ft.Params.List {
		if isTestingType(info.TypeOf(f.Type)) {
			return true
		}
	}
	return false
}

// isTestingType reports whether t is a type of package testing that a
// test is handed: T, B, F (by pointer) or the TB interface.
func isTestingType(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != "testing" {
		return false
	}
	switch n.Obj().Name() {
	case "T", "B", "F", "TB":
		return true
	}
	return false
}
