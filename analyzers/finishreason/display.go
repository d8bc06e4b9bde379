// Display: a response, or a value read from it, that is only shown:
// printed, logged, traced, dumped or formatted into an error.

package finishreason

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// display tells reads that only show what they read.
type display struct{ *runner }

// displayed reports whether argument idx of the call at callCur only
// shows the response: a print, log or debug-dump function of llmapi's
// list, taking it as an `any` (usually ...any) argument, whose result is
// dropped (or assigned to blanks only). Showing a response is a use, not an escape: the printer keeps
// nothing and reads no reason. A writer or a serialiser (fmt.Fprint,
// json.Marshal, w.Write) is not a display call: it sends the response on.
func displayed(callCur inspector.Cursor, fn *types.Func, idx int) bool {
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
func formattedIntoError(info *types.Info, callCur inspector.Cursor, fn *types.Func, idx int) bool {
	if fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Errorf" || idx < 1 {
		return false
	}
	args := callCur.Node().(*ast.CallExpr).Args
	if idx >= len(args) {
		return false
	}
	t := info.TypeOf(args[idx])
	return t != nil && !code.ImplementsErrorOrPointer(t)
}

// loggedByTelemetry reports whether argument idx of the call at callCur
// only goes into a structured log line or telemetry: an `any` parameter
// of a telemetry library's function (zap.Any, logrus.WithField,
// zerolog's Event.Interface) whose result only reaches such a call made
// for its effect (logger.Info(..., zap.Any("resp", resp))). The logger
// serialises the response and reads no reason, as a print does.
func (dp *display) loggedByTelemetry(callCur inspector.Cursor, fn *types.Func, idx int) bool {
	if !llmapi.IsTelemetry(fn) || !isAnyParam(fn.Signature(), idx) {
		return false
	}
	return dp.onlyLoggedVia(callCur, map[*types.Var]bool{})
}

// rawJSONShown reports whether the result of a RawJSON call, the body the
// response came from, is only shown or dropped: printed or logged as the
// response itself would be (fmt.Println(resp.RawJSON()), slog.Debug("raw",
// "json", chunk.RawJSON())), formatted into an error, or discarded. The
// body then goes nowhere that could read its reason.
func (dp *display) rawJSONShown(call inspector.Cursor) bool {
	info := dp.src.info()
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
			return ok && (displayed(parent, fn, idx) || dp.loggedByTelemetry(parent, fn, idx) ||
				formattedIntoError(info, parent, fn, idx))
		default:
			return false
		}
	}
}

// onlyLogged reports whether the read at sel only feeds a log or print
// call, a structured logger or OpenTelemetry (for -strict), directly or
// through local variables, fields and attributes that only do.
func (dp *display) onlyLogged(sel inspector.Cursor) bool {
	return dp.onlyLoggedVia(sel, map[*types.Var]bool{})
}

func (dp *display) onlyLoggedVia(cur inspector.Cursor, seen map[*types.Var]bool) bool {
	for {
		parent := cur.Parent()
		switch k, idx := cur.ParentEdge(); k {
		case edge.AssignStmt_Rhs, edge.ValueSpec_Values:
			// stop := string(reason); log.Printf("stop=%s", stop)
			return dp.localOnlyLogged(parent.Node(), idx, seen)
		case edge.ParenExpr_X, edge.BinaryExpr_X, edge.BinaryExpr_Y, edge.KeyValueExpr_Value,
			edge.CompositeLit_Elts, edge.UnaryExpr_X, edge.IndexExpr_X, edge.SelectorExpr_X:
			cur = parent
		case edge.CallExpr_Args:
			call := parent.Node().(*ast.CallExpr)
			if tv, ok := dp.pass.TypesInfo.Types[call.Fun]; ok && tv.IsType() {
				cur = parent // string(reason)
				continue
			}
			callee := typeutil.Callee(dp.pass.TypesInfo, call)
			if b, ok := callee.(*types.Builtin); ok && b.Name() == "append" {
				cur = parent // fields = append(fields, zap.String("reason", ...))
				continue
			}
			fn, ok := callee.(*types.Func)
			if !ok || fn.Pkg() == nil {
				return false
			}
			if llmapi.IsTelemetry(fn) {
				// zap.String("reason", ...), attribute.String(...),
				// trace.WithAttributes(...) build what the call they are
				// passed to records; span.SetAttributes(...) records it.
				cur = parent
				continue
			}
			switch fn.Pkg().Path() {
			case "log", "log/slog":
				if fn.Pkg().Path() == "log/slog" && fn.Signature().Recv() == nil && !isLogName(fn.Name()) {
					cur = parent // slog.String("reason", ...) inside a logging call
					continue
				}
				return true
			case "fmt":
				if strings.HasPrefix(fn.Name(), "Sprint") {
					cur = parent // logger.Info(fmt.Sprintf("stopped: %s", reason))
					continue
				}
				return strings.HasPrefix(fn.Name(), "Print") || strings.HasPrefix(fn.Name(), "Fprint")
			}
			return false
		case edge.CallExpr_Fun:
			// logger.With(zap.String("reason", ...)).Info(...): the value
			// went into a logger whose method is called.
			fn, ok := typeutil.Callee(dp.pass.TypesInfo, parent.Node().(*ast.CallExpr)).(*types.Func)
			if !ok || !llmapi.IsTelemetry(fn) {
				return false
			}
			cur = parent
		case edge.ReturnStmt_Results:
			// A String method's result is how the value prints: fmt and
			// the loggers call it to display the value, and nothing else
			// is expected to act on it.
			return inStringMethod(cur)
		case edge.ExprStmt_X:
			// A telemetry call made for its effect: logger.Info(...),
			// span.SetAttributes(...), counter.Add(ctx, 1, ...).
			call, ok := cur.Node().(*ast.CallExpr)
			if !ok {
				return false
			}
			fn, ok := typeutil.Callee(dp.pass.TypesInfo, call).(*types.Func)
			return ok && llmapi.IsTelemetry(fn)
		default:
			return false
		}
	}
}

func isLogName(name string) bool {
	switch name {
	case "Debug", "Info", "Warn", "Error", "Log", "DebugContext", "InfoContext", "WarnContext", "ErrorContext", "LogAttrs":
		return true
	}
	return false
}

// localOnlyLogged reports whether the idx-th value of the assignment or
// declaration stmt goes into a local variable whose every read only feeds
// a log or print call. A variable met again (stop = stop + ...) adds
// nothing to decide.
func (dp *display) localOnlyLogged(stmt ast.Node, idx int, seen map[*types.Var]bool) bool {
	return dp.src.localOnly(stmt, idx, seen, dp.onlyLoggedVia)
}

// inStringMethod reports whether cur is in the body of a String or
// GoString method of signature () string (fmt.Stringer, fmt.GoStringer),
// not in a function literal inside one.
func inStringMethod(cur inspector.Cursor) bool {
	for fn := range cur.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		fd, ok := fn.Node().(*ast.FuncDecl)
		if !ok || fd.Recv == nil || fd.Name.Name != "String" && fd.Name.Name != "GoString" {
			return false
		}
		ft := fd.Type
		if ft.Params.NumFields() != 0 || ft.Results.NumFields() != 1 {
			return false
		}
		id, ok := ft.Results.List[0].Type.(*ast.Ident)
		return ok && id.Name == "string"
	}
	return false
}
