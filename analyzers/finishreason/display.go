package finishreason

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/lazyinspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// displayed reports whether argument idx of the call at callCur only
// shows the response: a print, log or debug-dump function of llmapi's
// list, taking it as an `any` (usually ...any) argument, whose result is
// dropped (or assigned to blanks only). Showing a response is a use, not an escape: the printer keeps
// nothing and reads no reason. A writer or a serialiser (fmt.Fprint,
// json.Marshal, w.Write) is not a display call: it sends the response on.
func displayed(callCur lazyinspect.Cursor, fn *types.Func, idx int) bool {
	if !llmapi.IsDisplay(fn) {
		return false
	}
	switch k, _ := callCur.ParentEdge(); k {
	case edge.ExprStmt_X, edge.DeferStmt_Call, edge.GoStmt_Call:
	case edge.AssignStmt_Rhs:
		// _ = godump.Dump(resp), _, _ = fmt.Println(resp): the write
		// error is silenced for errcheck, and the result is still dropped.
		if !toBlanks(callCur.Parent().Node().(*ast.AssignStmt)) {
			return false
		}
	default:
		return false // the result is kept (a Sprint-like helper)
	}
	return isAnyParam(fn.Signature(), idx)
}

// formattedIntoError reports whether argument idx of the call at callCur
// is an operand of fmt.Errorf that is no error: the response is printed
// into the message (fmt.Errorf("unexpected event %T", ev)), and only a %w
// operand, an error, is kept in the error's tree. An error's text is no
// way to hand a reason on.
func formattedIntoError(info *types.Info, callCur lazyinspect.Cursor, fn *types.Func, idx int) bool {
	if fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Errorf" || idx < 1 {
		return false
	}
	args := callCur.Node().(*ast.CallExpr).Args
	if idx >= len(args) {
		return false
	}
	t := info.TypeOf(args[idx])
	return t != nil && !isError(t)
}

var errorType = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// loggedByTelemetry reports whether argument idx of the call at callCur
// only goes into a structured log line or telemetry: an `any` parameter
// of a telemetry library's function (zap.Any, logrus.WithField,
// zerolog's Event.Interface) whose result only reaches such a call made
// for its effect (logger.Info(..., zap.Any("resp", resp))). The logger
// serialises the response and reads no reason, as a print does.
func (r *runner) loggedByTelemetry(callCur lazyinspect.Cursor, fn *types.Func, idx int) bool {
	if !llmapi.IsTelemetry(fn) || !isAnyParam(fn.Signature(), idx) {
		return false
	}
	return r.onlyLoggedVia(callCur, map[*types.Var]bool{})
}

// isAnyParam reports whether argument idx of a call to a function of
// signature sig goes to an `any` parameter.
func isAnyParam(sig *types.Signature, idx int) bool {
	params := sig.Params()
	if params.Len() == 0 {
		return false
	}
	var t types.Type
	if sig.Variadic() && idx >= params.Len()-1 {
		s, ok := params.At(params.Len() - 1).Type().(*types.Slice)
		if !ok {
			return false
		}
		t = s.Elem()
	} else if idx < params.Len() {
		t = params.At(idx).Type()
	}
	if t == nil {
		return false
	}
	it, ok := t.Underlying().(*types.Interface)
	return ok && it.Empty()
}

// toBlanks reports whether as assigns its one right-hand side to blank
// identifiers only.
func toBlanks(as *ast.AssignStmt) bool {
	if as.Tok != token.ASSIGN || len(as.Rhs) != 1 {
		return false
	}
	for _, l := range as.Lhs {
		if id, ok := l.(*ast.Ident); !ok || id.Name != "_" {
			return false
		}
	}
	return true
}

// rawJSONShown reports whether the result of a RawJSON call, the body the
// response came from, is only shown or dropped: printed or logged as the
// response itself would be (fmt.Println(resp.RawJSON()), slog.Debug("raw",
// "json", chunk.RawJSON())), formatted into an error, or discarded. The
// body then goes nowhere that could read its reason.
func (r *runner) rawJSONShown(call lazyinspect.Cursor) bool {
	info := r.info()
	cur := call
	for {
		parent := cur.Parent()
		switch k, idx := cur.ParentEdge(); k {
		case edge.ParenExpr_X:
			cur = parent
		case edge.ExprStmt_X:
			return true
		case edge.AssignStmt_Rhs:
			return toBlanks(parent.Node().(*ast.AssignStmt))
		case edge.CallExpr_Args:
			c := parent.Node().(*ast.CallExpr)
			if tv, ok := info.Types[c.Fun]; ok && tv.IsType() {
				cur = parent // []byte(resp.RawJSON())
				continue
			}
			fn, ok := typeutil.Callee(info, c).(*types.Func)
			return ok && (displayed(parent, fn, idx) || r.loggedByTelemetry(parent, fn, idx) ||
				formattedIntoError(info, parent, fn, idx))
		default:
			return false
		}
	}
}
