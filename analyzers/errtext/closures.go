package errtext

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/edge"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/lazyinspect"
)

// A model call wrapped in a local closure that the function then calls by
// name (operation := func() error {...}; err = operation(), the shape of a
// hand-written retry) returns the call's error through the closure. The
// walk sees the literal's returns right after its assignment, in source
// order, and a later call of the variable returns what they return.

// heldIn returns the variable a function literal is assigned or declared
// into, one value per name (op := func..., var op = func...), or nil.
func (w *walker) heldIn(lit lazyinspect.Cursor) types.Object {
	k, idx := lit.ParentEdge()
	var lhs ast.Expr
	switch k {
	case edge.AssignStmt_Rhs:
		a := lit.Parent().Node().(*ast.AssignStmt)
		if len(a.Lhs) == len(a.Rhs) {
			lhs = a.Lhs[idx]
		}
	case edge.ValueSpec_Values:
		vs := lit.Parent().Node().(*ast.ValueSpec)
		if len(vs.Names) == len(vs.Values) {
			lhs = vs.Names[idx]
		}
	}
	if lhs == nil {
		return nil
	}
	obj := w.object(lhs)
	if _, ok := w.funcs[obj]; !ok {
		return nil // not a local func variable the walk tracks
	}
	return obj
}

// recordLitReturn joins the origins of the errors a return inside a
// literal held in a variable gives back into that variable's.
func (w *walker) recordLitReturn(r *ast.ReturnStmt) {
	if w.litVar == nil {
		return
	}
	sig, ok := w.info().TypeOf(w.lit).(*types.Signature)
	if !ok || len(r.Results) != sig.Results().Len() {
		return
	}
	for i, e := range r.Results {
		if isErrorType(sig.Results().At(i).Type()) {
			if o := w.errOrigin(e); o.kind == llm {
				w.funcs[w.litVar] = join(w.funcs[w.litVar], o)
			}
		}
	}
}

// closureOrigin returns the origin of the errors a call of a variable
// holding a literal returns, when the walk knows it.
func (w *walker) closureOrigin(call *ast.CallExpr) (origin, bool) {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return origin{}, false
	}
	o, ok := w.funcs[w.info().Uses[id]]
	return o, ok && o.kind == llm
}
