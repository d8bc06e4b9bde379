// This file holds the tests of what a call calls: a package-level
// function named by its package path and name, or a builtin.

package code

import (
	"go/ast"
	"go/types"
)

// IsFunc reports whether fn is the package-level function name of the
// package at path (errors.As, time.Sleep), not a method of that name.
func IsFunc(fn *types.Func, path, name string) bool {
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == path && fn.Name() == name && fn.Signature().Recv() == nil
}

// CallsBuiltin reports whether call calls the predeclared function name
// (len, panic, ...), not a function of the package that shadows it.
func CallsBuiltin(info *types.Info, call *ast.CallExpr, name string) bool {
	id := IdentOf(call.Fun)
	if id == nil {
		return false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}
