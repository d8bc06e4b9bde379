// Callbacks handed to a streaming call (fantasy's OnStepFinish,
// OnStreamFinish): whether they read the reason the call hands them.

package finishreason

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/edge"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// A streaming agent call may hand the reason to callbacks set in its
// argument (fantasy's AgentStreamCall.OnStepFinish receives each step,
// OnStreamFinish the finish reason). A callback written there as a
// function literal is followed like the response: it reads the reason
// when a flow from its step, chunk or result parameter reads it (or lets
// it escape), or when it uses a parameter of a reason type. Any other
// callback value (a method value, a variable), or an argument built
// elsewhere (a helper's result, a variable whose fields are set after its
// literal), may read it where we cannot see: the response escapes.

// noteCallbacks notes on fl what the callbacks set in the argument of
// call, a model call of the table (not a wrapper), do with the response:
// one that may read the reason lets it escape; one that takes the answer
// uses it, whatever becomes of the call's result.
func (cbs *callbacks) noteCallbacks(fl *flow, call *ast.CallExpr, mc modelCall) {
	c := mc.call
	if mc.via != nil || len(c.ReasonCallbacks) == 0 && len(c.AnswerCallbacks) == 0 {
		return
	}
	var lit *ast.CompositeLit
	if c.CallbackArg < len(call.Args) {
		lit, _ = cbs.callArgLiteral(call.Args[c.CallbackArg])
	}
	reasons, known := setFuncs(lit, c.ReasonCallbacks)
	if !known {
		fl.note(fateEscaped) // a helper's result, a variable set elsewhere
	}
	for _, v := range reasons {
		if fn, ok := v.(*ast.FuncLit); !ok || cbs.callbackReads(fn) {
			fl.note(fateEscaped)
		}
	}
	if answers, _ := setFuncs(lit, c.AnswerCallbacks); len(answers) > 0 {
		fl.note(fateUsed)
	}
}

// setFuncs returns the values, other than nil, that the struct literal lit
// gives the fields named by refs; known is false when lit is nil or
// positional, so that which fields it sets is unknown.
func setFuncs(lit *ast.CompositeLit, refs []llmapi.ObjectRef) (values []ast.Expr, known bool) {
	if lit == nil {
		return nil, false
	}
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return nil, false // positional: every field is set
		}
		id, ok := kv.Key.(*ast.Ident)
		if !ok || !slices.ContainsFunc(refs, func(f llmapi.ObjectRef) bool { return f.Name == id.Name }) {
			continue
		}
		if v, ok := ast.Unparen(kv.Value).(*ast.Ident); ok && v.Name == "nil" {
			continue
		}
		values = append(values, ast.Unparen(kv.Value))
	}
	return values, true
}

// callArgLiteral returns the struct literal an argument is: written in
// place, or held in a local variable defined once from it and otherwise
// only passed to calls (streamCall := fantasy.AgentStreamCall{...};
// agent.Stream(ctx, streamCall)), so that no field is set elsewhere.
func (cbs *callbacks) callArgLiteral(arg ast.Expr) (*ast.CompositeLit, bool) {
	lit := func(e ast.Expr) (*ast.CompositeLit, bool) {
		e = ast.Unparen(e)
		if u, ok := e.(*ast.UnaryExpr); ok {
			e = ast.Unparen(u.X)
		}
		l, ok := e.(*ast.CompositeLit)
		return l, ok
	}
	if l, ok := lit(arg); ok {
		return l, true
	}
	id, ok := ast.Unparen(arg).(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := cbs.src.info().Uses[id].(*types.Var)
	if !ok || !cbs.src.isLocal(v) {
		return nil, false
	}
	for _, use := range cbs.src.usesOf(v) {
		if k, _ := use.ParentEdge(); k != edge.CallExpr_Args {
			return nil, false // streamCall.OnStepFinish = ..., &streamCall
		}
	}
	defs := cbs.src.definitions(v)
	if len(defs) != 1 {
		return nil, false
	}
	return lit(defs[0])
}

// callbackReads reports whether the function literal lit reads the reason
// it is handed, or lets what carries it escape.
func (cbs *callbacks) callbackReads(lit *ast.FuncLit) bool {
	c, ok := cbs.src.ix.Root().FindNode(lit)
	if !ok {
		return true
	}
	for i := 0; ; i++ {
		p := paramVar(cbs.src.info(), lit.Type.Params, i)
		if p == nil {
			if i >= lit.Type.Params.NumFields() {
				return false
			}
			continue // an unnamed parameter: not read
		}
		if _, ok := llmapi.ReasonValuesOfType(p.Type()); ok && len(cbs.src.usesOf(p)) > 0 {
			return true // OnStreamFinish's finishReason, used
		}
		if !cbs.carriers.carries(p.Type()) {
			continue
		}
		fl := newFlow(cbs.runner, c)
		fl.fromVar(p)
		if fl.fate >= fateWeakRead {
			return true
		}
	}
}
