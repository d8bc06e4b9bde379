// This file holds predicates on syntax alone.

package code

import "go/ast"

// IdentOf returns e, without parentheses, as an identifier, or nil when e
// is no identifier (a selector, a call, or nil).
func IdentOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}
