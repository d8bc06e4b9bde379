// A tool runner whose State method holds the run's reason.

package finishreason

import (
	"go/ast"
	"go/types"
)

// readsRunnerState reports whether the function calls the State method of
// the table call (a tool runner's LastMessage) on the receiver of call:
// the run's reason may be read from there, where the flow from the call
// does not look, so the call is left alone.
func (cl *calls) readsRunnerState(call *ast.CallExpr, mc modelCall) bool {
	if mc.via != nil || mc.call.State.Name == "" {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := cl.src.info().Uses[id].(*types.Var)
	if !ok {
		return false
	}
	for _, use := range cl.src.usesOf(v) {
		s, ok := use.Parent().Node().(*ast.SelectorExpr)
		if !ok || s.X != use.Node() {
			continue
		}
		if fn, ok := cl.src.info().Uses[s.Sel].(*types.Func); ok && mc.call.IsState(fn) {
			return true
		}
	}
	return false
}
