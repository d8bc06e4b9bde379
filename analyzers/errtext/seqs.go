package errtext

import (
	"go/ast"
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// seqOrigin returns the origin of the errors a sequence yields: a call's
// (for _, err := range models.GenerateContentStream(...)), a local's that
// holds what such a call returned, or a parameter's, from what the
// package's calls of its function pass it.
func (w *walker) seqOrigin(e ast.Expr) (origin, bool) {
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return w.callOrigin(x), true
	case *ast.Ident:
		obj := w.info().Uses[x]
		if o, ok := w.seqs[obj]; ok {
			return o, true
		}
		if v, ok := obj.(*types.Var); ok && yieldsError(v.Type()) {
			if o := w.a.paramOrigin(v); o.kind == llm {
				return o, true
			}
		}
	}
	return origin{}, false
}

// yieldsError reports whether t is a sequence whose values end with an
// error, as iter.Seq2[*Response, error]: a function that takes one
// yield function whose last parameter is an error.
func yieldsError(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 0 {
		return false
	}
	yield, ok := sig.Params().At(0).Type().Underlying().(*types.Signature)
	if !ok || yield.Params().Len() == 0 {
		return false
	}
	return code.ImplementsError(yield.Params().At(yield.Params().Len() - 1).Type())
}
