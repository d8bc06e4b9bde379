package llmapi

import "go/ast"

// CalleeName returns the name a call's function expression ends in
// (errors.As, As, errors.AsType[T], c.Models.GenerateContent), or "".
// When the call has a *types.Func for callee, this is its name: a check
// that wants only a few functions of the table can rule out most calls
// by their syntax, before the type information is consulted.
func CalleeName(fun ast.Expr) string {
	fun = ast.Unparen(fun)
	switch f := fun.(type) {
	case *ast.IndexExpr:
		fun = ast.Unparen(f.X)
	case *ast.IndexListExpr:
		fun = ast.Unparen(f.X)
	}
	switch f := fun.(type) {
	case *ast.SelectorExpr:
		return f.Sel.Name
	case *ast.Ident:
		return f.Name
	}
	return ""
}
