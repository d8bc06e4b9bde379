// Iterators a function returns: what their yield function receives is
// what the function hands back.

package finishreason

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
)

// yielded handles the response passed to v, when v is the yield function
// of an iterator literal that a return statement returns:
//
//	return func(yield func(*session.Event, error) bool) {
//		for ev, err := range seq {
//			if ev.IsFinalResponse() && !yield(ev, err) {
//				return
//			}
//		}
//	}
//
// The caller's range over the iterator receives what yield does, so the
// response is returned as the literal is: a filter over a stream hands
// the stream on, and a function that wraps a model call in such an
// iterator is a model call for its callers. Any other function value
// stays an escape.
func (f *flow) yielded(call inspector.Cursor, v *types.Var) bool {
	for lit := range call.Enclosing((*ast.FuncLit)(nil)) {
		if !isYieldOf(f.r.src.info(), lit.Node().(*ast.FuncLit), v) {
			continue
		}
		cur := lit
		for k, _ := cur.ParentEdge(); k == edge.ParenExpr_X; k, _ = cur.ParentEdge() {
			cur = cur.Parent()
		}
		k, idx := cur.ParentEdge()
		if k != edge.ReturnStmt_Results {
			return false
		}
		f.ret(cur.Parent(), idx)
		return true
	}
	return false
}

// isYieldOf reports whether v is the one parameter of lit, an iterator:
// a function of no results whose parameter is a function returning bool
// (iter.Seq's and iter.Seq2's shape).
func isYieldOf(info *types.Info, lit *ast.FuncLit, v *types.Var) bool {
	sig, ok := info.TypeOf(lit).(*types.Signature)
	if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 0 || sig.Params().At(0) != v {
		return false
	}
	yield, ok := v.Type().Underlying().(*types.Signature)
	if !ok || yield.Results().Len() != 1 {
		return false
	}
	b, ok := yield.Results().At(0).Type().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}
