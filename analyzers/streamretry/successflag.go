package streamretry

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// successFlag reports whether cond is a bool local that the loop body b
// clears only under an error test (ok = false in if err != nil { ... })
// and otherwise sets only to constants: if ok { return } then leaves the
// loop only when the attempt had no error, as if err == nil { return }
// does.
func successFlag(pass *analysis.Pass, b *ast.BlockStmt, cond ast.Expr) bool {
	id, ok := ast.Unparen(cond).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() || !types.Identical(v.Type(), types.Typ[types.Bool]) {
		return false
	}
	cleared, other := false, false
	walkWithStack(b, func(n ast.Node, stack []ast.Node) bool {
		switch n := n.(type) {
		case *ast.UnaryExpr:
			other = n.Op == token.AND && refersTo(pass, n.X, v) // &ok: set where we cannot see
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if !refersTo(pass, lhs, v) {
					continue
				}
				switch {
				case len(n.Lhs) != len(n.Rhs) || n.Tok != token.ASSIGN && n.Tok != token.DEFINE:
					other = true
				case isBoolConst(pass, n.Rhs[i], true):
				case isBoolConst(pass, n.Rhs[i], false) && underError(pass, stack):
					cleared = true
				default:
					other = true
				}
			}
		}
		return !other
	})
	return cleared && !other
}

// refersTo reports whether e is the variable v (as a use or a definition).
func refersTo(pass *analysis.Pass, e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && (pass.TypesInfo.Uses[id] == v || pass.TypesInfo.Defs[id] == v)
}

// isBoolConst reports whether e is the constant value want.
func isBoolConst(pass *analysis.Pass, e ast.Expr, want bool) bool {
	tv, ok := pass.TypesInfo.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value) == want
}
