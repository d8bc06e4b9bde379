// General predicates on syntax and types, not about finish reasons:
// comparisons, assignment sides, parameters, enclosing functions. Those
// shared with the other analyzers are in analyzers/internal/code.

package finishreason

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

func isNumber(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := types.Unalias(t).Underlying().(*types.Basic)
	return ok && b.Info()&types.IsNumeric != 0
}

// comparedWithNil reports whether be compares the operand on side k
// with nil.
func comparedWithNil(info *types.Info, be *ast.BinaryExpr, k edge.Kind) bool {
	return (be.Op == token.EQL || be.Op == token.NEQ) && code.IsNil(info, otherOperand(be, k))
}

// isEmptyString reports whether be compares with the constant "".
func isEmptyString(info *types.Info, be *ast.BinaryExpr, k edge.Kind) bool {
	if be.Op != token.EQL && be.Op != token.NEQ {
		return false
	}
	tv, ok := info.Types[otherOperand(be, k)]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
}

// otherOperand returns the operand of be that is not on side k.
func otherOperand(be *ast.BinaryExpr, k edge.Kind) ast.Expr {
	if k == edge.BinaryExpr_X {
		return be.Y
	}
	return be.X
}

// isWrite reports whether the selector is assigned to with = or :=.
func isWrite(sel inspector.Cursor) bool {
	if k, _ := sel.ParentEdge(); k == edge.AssignStmt_Lhs {
		tok := sel.Parent().Node().(*ast.AssignStmt).Tok
		return tok == token.ASSIGN || tok == token.DEFINE
	}
	return false
}

func isValid(t types.Type) bool {
	return t != nil && t != types.Typ[types.Invalid]
}

func isReference(t types.Type) bool {
	if t == nil {
		return true
	}
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Slice, *types.Map, *types.Interface:
		return true
	}
	return false
}

func enclosingFunc(c inspector.Cursor) (inspector.Cursor, bool) {
	for fn := range c.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		return fn, true
	}
	return c, false
}

// toBlanks reports whether as assigns its one right-hand side to blank
// identifiers only.
func toBlanks(as *ast.AssignStmt) bool {
	if as.Tok != token.ASSIGN || len(as.Rhs) != 1 {
		return false
	}
	for _, l := range as.Lhs {
		if id, ok := l.(*ast.Ident); !ok || id.Name != "_" {
			return false
		}
	}
	return true
}

// isAnyParam reports whether argument idx of a call to a function of
// signature sig goes to an `any` parameter.
func isAnyParam(sig *types.Signature, idx int) bool {
	params := sig.Params()
	if params.Len() == 0 {
		return false
	}
	var t types.Type
	if sig.Variadic() && idx >= params.Len()-1 {
		s, ok := params.At(params.Len() - 1).Type().(*types.Slice)
		if !ok {
			return false
		}
		t = s.Elem()
	} else if idx < params.Len() {
		t = params.At(idx).Type()
	}
	if t == nil {
		return false
	}
	it, ok := t.Underlying().(*types.Interface)
	return ok && it.Empty()
}

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

// paramVar returns the i-th parameter variable declared by params.
func paramVar(info *types.Info, params *ast.FieldList, i int) *types.Var {
	n := 0
	for _, f := range params.List {
		if len(f.Names) == 0 {
			if n == i {
				return nil
			}
			n++
			continue
		}
		for _, name := range f.Names {
			if n == i {
				v, _ := info.Defs[name].(*types.Var)
				return v
			}
			n++
		}
	}
	return nil
}

// isEmpty reports whether e is nil or an empty composite literal. A value
// from a variable or a call counts as set.
func isEmpty(info *types.Info, e ast.Expr) bool {
	if code.IsNil(info, e) {
		return true
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return len(e.Elts) == 0
	}
	return false
}
