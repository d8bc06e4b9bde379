package errtext

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// A model call wrapped in a local closure that the function then calls by
// name (operation := func() error {...}; err = operation(), the shape of a
// hand-written retry) returns the call's error through the closure. The
// walk sees the literal's returns right after its assignment, in source
// order, and a later call of the variable returns what they return.

// heldIn returns the variable a function literal is assigned or declared
// into, one value per name (op := func..., var op = func...), or nil.
func (w *walker) heldIn(lit inspector.Cursor) types.Object {
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
// literal held in a variable gives back into that variable's, and those of
// a literal passed to a function of the package into its parameter's.
func (w *walker) recordLitReturn(r *ast.ReturnStmt) {
	if w.lit == nil {
		return
	}
	sig, ok := w.info().TypeOf(w.lit).(*types.Signature)
	if !ok || len(r.Results) != sig.Results().Len() {
		return
	}
	for i, e := range r.Results {
		if code.ImplementsError(sig.Results().At(i).Type()) {
			o := w.errOrigin(e)
			if o.kind != llm {
				continue
			}
			if w.litVar != nil {
				w.funcs[w.litVar] = join(w.funcs[w.litVar], o)
			}
			if w.litParam != nil && !w.a.reporting {
				w.a.addParamLLM(w.litParam, o)
			}
		}
	}
}

// closureOrigin returns the origin of the errors a call of a variable
// holding a literal returns, when the walk knows it, or of a call of a
// function parameter, from what the package passes it.
func (w *walker) closureOrigin(call *ast.CallExpr) (origin, bool) {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return origin{}, false
	}
	obj := w.info().Uses[id]
	if o, ok := w.funcs[obj]; ok {
		return o, o.kind == llm
	}
	if v, ok := obj.(*types.Var); ok && funcReturnsError(v.Type()) {
		if o := w.a.paramOrigin(v); o.kind == llm {
			return o, true
		}
	}
	return origin{}, false
}

// funcValueOrigin returns the origin of the errors a function value that
// is not a literal returns: a variable holding a literal, a function or a
// method value (retry(ctx, c.generate)).
func (w *walker) funcValueOrigin(e ast.Expr) origin {
	var obj types.Object
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj = w.info().Uses[x]
	case *ast.SelectorExpr:
		if sel := w.info().Selections[x]; sel != nil {
			if sel.Kind() != types.MethodVal {
				return origin{}
			}
			obj = sel.Obj()
		} else {
			obj = w.info().Uses[x.Sel] // pkg.Func
		}
	}
	switch obj := obj.(type) {
	case *types.Func:
		return w.a.returnsOrigin(obj)
	case *types.Var:
		if o, ok := w.funcs[obj]; ok {
			return o
		}
	}
	return origin{}
}

// passedTo returns the parameter of a function of this package that the
// function literal at lit is passed to, when that parameter is a function
// that returns an error (the operation of a hand-written retry), or nil.
func (w *walker) passedTo(lit inspector.Cursor) *types.Var {
	k, idx := lit.ParentEdge()
	if k != edge.CallExpr_Args {
		return nil
	}
	fn := w.a.ix.CalleeFunc(lit.Parent(), w.info())
	if fn == nil {
		return nil
	}
	return w.a.funcParam(fn.Origin(), idx)
}

// funcParam returns parameter idx of fn when fn belongs to this package and
// the parameter is a function that returns an error, or nil.
func (a *pkgState) funcParam(fn *types.Func, idx int) *types.Var {
	if fn.Pkg() != a.pass.Pkg {
		return nil
	}
	sig := fn.Signature()
	if recv := sig.Recv(); recv != nil && types.IsInterface(recv.Type()) {
		return nil
	}
	if idx >= sig.Params().Len() || sig.Variadic() && idx >= sig.Params().Len()-1 {
		return nil
	}
	if p := sig.Params().At(idx); funcReturnsError(p.Type()) {
		return p
	}
	return nil
}

// funcReturnsError reports whether t is a function type whose last result is
// an error.
func funcReturnsError(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Results().Len() == 0 {
		return false
	}
	return code.ImplementsError(sig.Results().At(sig.Results().Len() - 1).Type())
}
