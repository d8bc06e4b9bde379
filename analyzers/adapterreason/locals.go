// This file holds what an adapter's local variables are set to: a
// reason synthesised in a local from constants (STOP when the stream
// ended, OTHER when no text came) drops the provider's as a constant does.
package adapterreason

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
)

// localValues records, for the locals of the functions scanned, whether
// anything but a constant is ever stored in them.
type localValues struct {
	declared map[*types.Var]bool // defined by a statement seen, not a parameter
	other    map[*types.Var]bool
}

// localVar returns the local variable e names, or nil.
func localVar(pass *analysis.Pass, e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || v.IsField() || v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return nil
	}
	return v
}

// note records the stores of n: an assignment or definition, a var
// declaration, an increment, or the address taken (stored where the
// analysis cannot see).
func (l *localValues) note(pass *analysis.Pass, n ast.Node) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		for i, lhs := range n.Lhs {
			var rhs ast.Expr
			if len(n.Lhs) == len(n.Rhs) && (n.Tok == token.ASSIGN || n.Tok == token.DEFINE) {
				rhs = n.Rhs[i]
			}
			l.store(pass, lhs, rhs)
		}
	case *ast.ValueSpec:
		for i, id := range n.Names {
			switch {
			case i < len(n.Values):
				l.store(pass, id, n.Values[i])
			case len(n.Values) > 0:
				l.store(pass, id, nil) // var a, b = f()
			default:
				l.store(pass, id, id) // var reason T: its zero value
			}
		}
	case *ast.IncDecStmt:
		l.store(pass, n.X, nil)
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			l.store(pass, n.X, nil)
		}
	case *ast.RangeStmt:
		l.store(pass, n.Key, nil)
		l.store(pass, n.Value, nil)
	}
}

// store records that lhs gets rhs; a nil rhs is a value not known.
func (l *localValues) store(pass *analysis.Pass, lhs, rhs ast.Expr) {
	id, ok := ast.Unparen(lhs).(*ast.Ident)
	if !ok {
		return
	}
	v, ok := pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok {
		return
	}
	if l.other == nil {
		l.declared, l.other = map[*types.Var]bool{}, map[*types.Var]bool{}
	}
	if pass.TypesInfo.Defs[id] == v {
		l.declared[v] = true
	}
	if rhs == lhs {
		return // declared without a value
	}
	if rhs != nil {
		if tv, ok := pass.TypesInfo.Types[rhs]; ok && tv.Value != nil {
			return
		}
	}
	l.other[v] = true
}

// constantOnly reports whether v, a local declared in the functions
// scanned (not a parameter), is only ever set to constants or left at its
// zero value.
func (l *localValues) constantOnly(v *types.Var) bool { return l.declared[v] && !l.other[v] }
