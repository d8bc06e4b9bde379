package apierrptr

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// The fix changes the one type expression of a check: the type argument
// of errors.AsType, the asserted or cased type, or the declared type of
// the variable errors.As fills. It is offered only when every other use of
// the variable whose type changes selects a field or method, which both
// forms allow; a comparison with nil, say, would no longer compile.

// declaredTarget finds, for the errors.As target &v, the type expression
// of v's declaration (var v T, alone in its spec and without a value).
func declaredTarget(pass *analysis.Pass, unit ast.Node, target ast.Expr) (ast.Expr, types.Object, bool) {
	u, ok := ast.Unparen(target).(*ast.UnaryExpr)
	if !ok || u.Op != token.AND {
		return nil, nil, false
	}
	id, ok := ast.Unparen(u.X).(*ast.Ident)
	if !ok {
		return nil, nil, false
	}
	obj, _ := pass.TypesInfo.Uses[id].(*types.Var)
	if obj == nil {
		return nil, nil, false
	}
	var typ ast.Expr
	ast.Inspect(unit, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok || typ != nil {
			return typ == nil
		}
		if len(spec.Names) == 1 && len(spec.Values) == 0 && spec.Type != nil && pass.TypesInfo.Defs[spec.Names[0]] == obj {
			typ = spec.Type
		}
		return true
	})
	if typ == nil {
		return nil, nil, false
	}
	return typ, obj, onlySelected(pass, unit, obj, u)
}

// resultOf finds the variable that receives the first result of the
// assertion or errors.AsType call at cur: v in v, ok := x.(T). A result
// that is discarded or at once selected from changes nothing else.
func resultOf(pass *analysis.Pass, unit ast.Node, cur inspector.Cursor) (types.Object, bool) {
	n := cur.Node()
	var lhs []ast.Expr
	switch p := cur.Parent().Node().(type) {
	case *ast.SelectorExpr:
		return nil, p.X == n
	case *ast.AssignStmt:
		if p.Tok != token.DEFINE || len(p.Rhs) != 1 {
			return nil, false
		}
		lhs = p.Lhs
	case *ast.ValueSpec:
		if p.Type != nil || len(p.Values) != 1 {
			return nil, false
		}
		for _, name := range p.Names {
			lhs = append(lhs, name)
		}
	default:
		return nil, false
	}
	id, ok := lhs[0].(*ast.Ident)
	if !ok {
		return nil, false
	}
	if id.Name == "_" {
		return nil, true
	}
	obj := pass.TypesInfo.Defs[id]
	if obj == nil {
		return nil, false // := that reuses a variable
	}
	return obj, onlySelected(pass, unit, obj, nil)
}

// onlySelected reports whether every use of obj under root, outside skip,
// is the operand of a selector: v.Code, v.Error().
func onlySelected(pass *analysis.Pass, root ast.Node, obj types.Object, skip ast.Node) bool {
	ok := true
	ast.PreorderStack(root, nil, func(n ast.Node, stack []ast.Node) bool {
		if !ok || n == skip {
			return false
		}
		id, isIdent := n.(*ast.Ident)
		if !isIdent || pass.TypesInfo.Uses[id] != obj {
			return true
		}
		sel, isSel := stack[len(stack)-1].(*ast.SelectorExpr)
		ok = isSel && sel.X == id
		return true
	})
	return ok
}

// fix switches the check to the form the SDK returns.
func fix(c check) []analysis.SuggestedFix {
	if c.typ == nil || !c.ok {
		return nil
	}
	want := spell(c.et, c.et.Form)
	var edit analysis.TextEdit
	if c.et.Form == llmapi.ByValue {
		star, ok := ast.Unparen(c.typ).(*ast.StarExpr)
		if !ok {
			return nil
		}
		edit = analysis.TextEdit{Pos: star.Star, End: star.X.Pos()}
	} else {
		edit = analysis.TextEdit{Pos: c.typ.Pos(), End: c.typ.Pos(), NewText: []byte("*")}
	}
	return []analysis.SuggestedFix{{Message: "Check for " + want, TextEdits: []analysis.TextEdit{edit}}}
}
