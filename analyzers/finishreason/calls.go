// Model calls: which calls produce a response (a call of the table, a
// wrapper's, a method value held in a local). More of the calls type:
// reassign.go, runnerstate.go.

package finishreason

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// calls finds the model calls.
type calls struct {
	*runner
	bound  lazy[map[*types.Var]*types.Func]  // method values held in locals (methodValues)
	stores map[*types.Var][]inspector.Cursor // memo of callStores
}

// modelCall describes a call that produces a response: a call of the
// table, or of a function that returns one unread.
type modelCall struct {
	call   *llmapi.Call // the table entry it comes down to
	result int          // the result that carries the response
	via    *types.Func  // the wrapper called, if any
	origin ast.Node     // the table call inside a wrapper of this package
}

// returnsResponse reports whether the call returns its response (at
// result), rather than handing it to a function among its arguments
// (llmapi.Call.Handler). A wrapper returns what it hands on.
func (mc modelCall) returnsResponse() bool { return mc.via != nil || mc.call.Handler == 0 }

// modelCallOf reports whether the call at cur is a model call: of the
// table, of a wrapper, or of a method value held in a local.
func (cl *calls) modelCallOf(cur inspector.Cursor) (modelCall, bool) {
	call := cur.Node().(*ast.CallExpr)
	fn := cl.src.ix.CalleeFunc(cur, cl.pass.TypesInfo)
	if fn == nil {
		if fn = cl.boundMethod(call.Fun); fn == nil {
			return modelCall{}, false
		}
	}
	if c, ok := llmapi.CallOf(fn); ok {
		return modelCall{call: c, result: c.Result}, true
	}
	fn = fn.Origin()
	if w := cl.sums.wrapperOf(fn); w != nil {
		c := cl.tableCall(w.fact.Call, w.fact.Family)
		if c == nil {
			return modelCall{}, false
		}
		return modelCall{call: c, result: w.fact.Result, via: fn, origin: w.origin}, true
	}
	return modelCall{}, false
}

// tableCall rebuilds the table entry named in a fact.
func (cl *calls) tableCall(display, family string) *llmapi.Call {
	fam := llmapi.FamilyByName(family)
	if fam == nil {
		return nil
	}
	return &llmapi.Call{Display: display, Family: fam}
}

// boundMethod returns the method of a method value called through a local
// variable, gen := client.Models.GenerateContent; gen(ctx, ...), when the
// variable is defined once from that method value and only ever called:
// never reassigned, passed on or addressed. Otherwise nil.
func (cl *calls) boundMethod(fun ast.Expr) *types.Func {
	id, ok := ast.Unparen(fun).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := cl.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !cl.src.isLocal(v) {
		return nil
	}
	fn := cl.bound.get(cl.methodValues)[v]
	if fn == nil {
		return nil
	}
	for _, use := range cl.src.usesOf(v) {
		if k, _ := use.ParentEdge(); k != edge.CallExpr_Fun {
			return nil
		}
	}
	return fn
}

// methodValues maps each local variable defined, alone, from a method
// value (gen := x.M, var gen = x.M) to that method.
func (cl *calls) methodValues() map[*types.Var]*types.Func {
	m := map[*types.Var]*types.Func{}
	def := func(id *ast.Ident, rhs ast.Expr) {
		sel, ok := ast.Unparen(rhs).(*ast.SelectorExpr)
		if !ok {
			return
		}
		s := cl.pass.TypesInfo.Selections[sel]
		if s == nil || s.Kind() != types.MethodVal {
			return
		}
		v, vok := cl.pass.TypesInfo.Defs[id].(*types.Var)
		fn, fok := s.Obj().(*types.Func)
		if vok && fok {
			m[v] = fn
		}
	}
	for c := range cl.src.ix.Root().Preorder((*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)) {
		switch n := c.Node().(type) {
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE && len(n.Lhs) == len(n.Rhs) {
				for i, lhs := range n.Lhs {
					if id, ok := lhs.(*ast.Ident); ok {
						def(id, n.Rhs[i])
					}
				}
			}
		case *ast.ValueSpec:
			if len(n.Names) == len(n.Values) {
				for i, id := range n.Names {
					def(id, n.Values[i])
				}
			}
		}
	}
	return m
}
