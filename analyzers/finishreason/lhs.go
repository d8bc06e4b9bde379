package finishreason

import "go/ast"

// lhsOf returns the place the idx-th value of an assignment or a var
// declaration goes to; false when the values come from one call of several
// results, where no value has a place of its own.
func lhsOf(stmt ast.Node, idx int) (ast.Expr, bool) {
	switch s := stmt.(type) {
	case *ast.AssignStmt:
		if len(s.Lhs) == len(s.Rhs) {
			return s.Lhs[idx], true
		}
	case *ast.ValueSpec:
		if len(s.Names) == len(s.Values) {
			return s.Names[idx], true
		}
	}
	return nil, false
}

// lhsTuple returns every place of an assignment or a var declaration, for
// values that come from one call of several results.
func lhsTuple(stmt ast.Node) []ast.Expr {
	switch s := stmt.(type) {
	case *ast.AssignStmt:
		return s.Lhs
	case *ast.ValueSpec:
		out := make([]ast.Expr, len(s.Names))
		for i, id := range s.Names {
			out[i] = id
		}
		return out
	}
	return nil
}
