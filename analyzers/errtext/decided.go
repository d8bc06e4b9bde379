package errtext

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// decidedByCode reports whether the search at node, of the text of the
// error errExpr names, sits where that same error's code field (openai-go's
// Error.Code, go-openai's APIError.Code, langchaingo's llms.Error.Code)
// was compared with a constant: in the body of an if whose condition
// requires apiErr.Code == "context_length_exceeded", alone or joined by
// &&, in a listed case of a switch on apiErr.Code, or after a guard that
// returns when apiErr.Code != "context_length_exceeded". The code decided
// the class; what reads the message there reads details only the message
// carries (the token counts of a context-length error, to trim the
// prompt), and classifies nothing.
func (w *walker) decidedByCode(node ast.Node, errExpr ast.Expr) bool {
	id, ok := ast.Unparen(errExpr).(*ast.Ident)
	if !ok {
		return false
	}
	obj := w.info().Uses[id]
	if obj == nil {
		return false
	}
	cur, ok := w.decl.FindNode(node)
	if !ok {
		return false
	}
	for c := range cur.Enclosing((*ast.IfStmt)(nil), (*ast.CaseClause)(nil), (*ast.BlockStmt)(nil), (*ast.FuncLit)(nil)) {
		switch n := c.Node().(type) {
		case *ast.FuncLit:
			return false // a closure runs when its caller says
		case *ast.BlockStmt:
			if w.guardedByCode(n.List, node, obj) {
				return true
			}
		case *ast.IfStmt:
			if inside(n.Body, node) && w.requiresCode(n.Cond, obj) {
				return true
			}
		case *ast.CaseClause:
			sw, ok := c.Parent().Parent().Node().(*ast.SwitchStmt)
			if ok && len(n.List) > 0 && w.isCodeOf(sw.Tag, obj) && w.allConst(n.List) {
				return true
			}
		}
	}
	return false
}

// guardedByCode reports whether a statement of list before the one that
// holds node is a guard that leaves the block unless obj's code equals a
// constant: if !errors.As(err, &apiErr) || apiErr.Code !=
// "context_length_exceeded" { return prompt }, or continue, break, goto or
// panic in a loop or a handler.
func (w *walker) guardedByCode(list []ast.Stmt, node ast.Node, obj types.Object) bool {
	for _, st := range list {
		if st.End() > node.Pos() {
			return false
		}
		g, ok := st.(*ast.IfStmt)
		if !ok || g.Else != nil || len(g.Body.List) == 0 {
			continue
		}
		if code.EndsInJump(w.info(), g.Body.List, ifBodyJumps) && w.forbidsCode(g.Cond, obj) {
			return true
		}
	}
	return false
}

// ifBodyJumps are the statements that, ending the body of an if that sits
// directly in a block, never let control fall out of the if: every branch
// leaves the rest of the block (fallthrough cannot end an if body), and
// so do return and panic.
const ifBodyJumps = code.Return | code.Panic | code.Branch

// forbidsCode reports whether cond holds whenever obj's code differs from
// a constant: cond is such a comparison, or a chain of || with one.
func (w *walker) forbidsCode(cond ast.Expr, obj types.Object) bool {
	return w.comparesCode(cond, obj, token.LOR, token.NEQ)
}

// requiresCode reports whether cond holds only when obj's code equals a
// constant: cond is such a comparison, or a chain of && with one.
func (w *walker) requiresCode(cond ast.Expr, obj types.Object) bool {
	return w.comparesCode(cond, obj, token.LAND, token.EQL)
}

// comparesCode reports whether cond is a comparison cmp of obj's code with
// a constant, or a chain of join with one.
func (w *walker) comparesCode(cond ast.Expr, obj types.Object, join, cmp token.Token) bool {
	e, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	switch {
	case !ok:
		return false
	case e.Op == join:
		return w.comparesCode(e.X, obj, join, cmp) || w.comparesCode(e.Y, obj, join, cmp)
	case e.Op == cmp:
		return (w.isCodeOf(e.X, obj) && w.allConst([]ast.Expr{e.Y})) ||
			(w.isCodeOf(e.Y, obj) && w.allConst([]ast.Expr{e.X}))
	}
	return false
}

// isCodeOf reports whether e is obj's code field: apiErr.Code.
func (w *walker) isCodeOf(e ast.Expr, obj types.Object) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	x, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok || w.info().Uses[x] != obj {
		return false
	}
	s := w.info().Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return false
	}
	v, _ := s.Obj().(*types.Var)
	return llmapi.IsErrorCodeField(v)
}

// allConst reports whether every expression is a constant.
func (w *walker) allConst(es []ast.Expr) bool {
	for _, e := range es {
		if tv, ok := w.info().Types[e]; !ok || tv.Value == nil {
			return false
		}
	}
	return true
}

// inside reports whether n lies within block.
func inside(block *ast.BlockStmt, n ast.Node) bool {
	return block != nil && block.Pos() <= n.Pos() && n.End() <= block.End()
}
