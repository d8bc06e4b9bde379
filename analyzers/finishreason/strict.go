package finishreason

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/edge"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/lazyinspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"golang.org/x/tools/go/types/typeutil"
)

// onlyLogged reports whether the read at sel only feeds a log or print
// call, a structured logger or OpenTelemetry (for -strict), directly or
// through local variables, fields and attributes that only do.
func (r *runner) onlyLogged(sel lazyinspect.Cursor) bool {
	return r.onlyLoggedVia(sel, map[*types.Var]bool{})
}

func (r *runner) onlyLoggedVia(cur lazyinspect.Cursor, seen map[*types.Var]bool) bool {
	for {
		parent := cur.Parent()
		switch k, idx := cur.ParentEdge(); k {
		case edge.AssignStmt_Rhs, edge.ValueSpec_Values:
			// stop := string(reason); log.Printf("stop=%s", stop)
			return r.localOnlyLogged(parent.Node(), idx, seen)
		case edge.ParenExpr_X, edge.BinaryExpr_X, edge.BinaryExpr_Y, edge.KeyValueExpr_Value,
			edge.CompositeLit_Elts, edge.UnaryExpr_X, edge.IndexExpr_X, edge.SelectorExpr_X:
			cur = parent
		case edge.CallExpr_Args:
			call := parent.Node().(*ast.CallExpr)
			if tv, ok := r.pass.TypesInfo.Types[call.Fun]; ok && tv.IsType() {
				cur = parent // string(reason)
				continue
			}
			callee := typeutil.Callee(r.pass.TypesInfo, call)
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
			fn, ok := typeutil.Callee(r.pass.TypesInfo, parent.Node().(*ast.CallExpr)).(*types.Func)
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
			fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
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
func (r *runner) localOnlyLogged(stmt ast.Node, idx int, seen map[*types.Var]bool) bool {
	return r.localOnly(stmt, idx, seen, r.onlyLoggedVia)
}

// localOnly reports whether the local variable that value idx of stmt is
// stored in is read, and every read passes each: a read through a local
// counts as the local's reads do.
func (r *runner) localOnly(stmt ast.Node, idx int, seen map[*types.Var]bool,
	each func(lazyinspect.Cursor, map[*types.Var]bool) bool) bool {
	lhs, ok := lhsOf(stmt, idx)
	if !ok {
		return false
	}
	v := r.localVarOf(lhs)
	if v == nil {
		return false
	}
	if seen[v] {
		return true
	}
	seen[v] = true
	reads := 0
	for _, use := range r.usesOf(v) {
		if k, _ := use.ParentEdge(); k == edge.AssignStmt_Lhs {
			continue // written, not read
		}
		if !each(use, seen) {
			return false
		}
		reads++
	}
	return reads > 0
}

// inStringMethod reports whether cur is in the body of a String or
// GoString method of signature () string (fmt.Stringer, fmt.GoStringer),
// not in a function literal inside one.
func inStringMethod(cur lazyinspect.Cursor) bool {
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

// onlyPresence reports whether the read at cur is only compared with its
// type's zero value: reason != "" tells that the stream ended or that a
// stop came, not which (for -strict).
func (r *runner) onlyPresence(cur lazyinspect.Cursor) bool {
	return r.onlyPresenceVia(cur, map[*types.Var]bool{})
}

// onlyPresenceVia follows the read through parentheses, conversions
// (string(reason)) and local variables whose every read only tests it
// (fr = string(reason); ...; if fr == "").
func (r *runner) onlyPresenceVia(cur lazyinspect.Cursor, seen map[*types.Var]bool) bool {
	for {
		k, _ := cur.ParentEdge()
		if k == edge.ParenExpr_X {
			cur = cur.Parent()
			continue
		}
		if k == edge.CallExpr_Args {
			if tv, ok := r.pass.TypesInfo.Types[cur.Parent().Node().(*ast.CallExpr).Fun]; ok && tv.IsType() {
				cur = cur.Parent()
				continue
			}
		}
		break
	}
	k, idx := cur.ParentEdge()
	if k == edge.AssignStmt_Rhs || k == edge.ValueSpec_Values {
		return r.localOnly(cur.Parent().Node(), idx, seen, r.onlyPresenceVia)
	}
	if k != edge.BinaryExpr_X && k != edge.BinaryExpr_Y {
		return false
	}
	be := cur.Parent().Node().(*ast.BinaryExpr)
	if be.Op != token.EQL && be.Op != token.NEQ {
		return false
	}
	tv, ok := r.pass.TypesInfo.Types[otherOperand(be, k)]
	if !ok || tv.Value == nil {
		return false
	}
	switch tv.Value.Kind() {
	case constant.String:
		return constant.StringVal(tv.Value) == ""
	case constant.Int:
		return constant.Sign(tv.Value) == 0
	}
	return false
}

// strictDrops reports whether -strict drops the read at sel (it only
// logs the reason, or only tests it for presence), and keeps the first
// such read for the diagnostic.
func (f *flow) strictDrops(sel lazyinspect.Cursor) bool {
	logged := f.r.onlyLogged(sel)
	if !logged && !f.r.onlyPresence(sel) {
		return false
	}
	if p := f.partialReads(); p.strictRead == nil {
		p.strictRead, p.strictLogged = sel.Node(), logged
	}
	return true
}
