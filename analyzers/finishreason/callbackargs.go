package finishreason

import (
	"go/ast"
	"slices"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// A streaming agent call may hand the reason to callbacks set in its
// argument (fantasy's AgentStreamCall.OnStepFinish receives each step,
// OnStreamFinish the finish reason): the code that reads it is there, not
// in the flow of the result. When the argument sets one, or is built
// where we cannot see which fields it sets, the response escapes.

// reasonToCallback reports whether call, a model call c of the table, may
// hand the reason to a callback of its argument.
func reasonToCallback(call *ast.CallExpr, c *llmapi.Call) bool {
	if len(c.ReasonCallbacks) == 0 {
		return false
	}
	if c.CallbackArg >= len(call.Args) {
		return true
	}
	arg := ast.Unparen(call.Args[c.CallbackArg])
	if u, ok := arg.(*ast.UnaryExpr); ok {
		arg = ast.Unparen(u.X)
	}
	lit, ok := arg.(*ast.CompositeLit)
	if !ok {
		return true // a variable or a helper's result: its fields are unknown
	}
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			return true // positional: every field is set
		}
		if id, ok := kv.Key.(*ast.Ident); ok && slices.ContainsFunc(c.ReasonCallbacks, func(f llmapi.ObjectRef) bool { return f.Name == id.Name }) {
			if v, ok := ast.Unparen(kv.Value).(*ast.Ident); !ok || v.Name != "nil" {
				return true
			}
		}
	}
	return false
}
