package finishreason

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/edge"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/lazyinspect"
	"golang.org/x/tools/go/types/typeutil"
)

// onlyLogged reports whether the read at sel only feeds a log or print
// call (for -strict).
func (r *runner) onlyLogged(sel lazyinspect.Cursor) bool {
	cur := sel
	for {
		parent := cur.Parent()
		switch k, _ := cur.ParentEdge(); k {
		case edge.ParenExpr_X, edge.BinaryExpr_X, edge.BinaryExpr_Y, edge.KeyValueExpr_Value,
			edge.CompositeLit_Elts, edge.UnaryExpr_X, edge.IndexExpr_X, edge.SelectorExpr_X:
			cur = parent
		case edge.CallExpr_Args:
			call := parent.Node().(*ast.CallExpr)
			if tv, ok := r.pass.TypesInfo.Types[call.Fun]; ok && tv.IsType() {
				cur = parent // string(reason)
				continue
			}
			fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
			if !ok || fn.Pkg() == nil {
				return false
			}
			switch fn.Pkg().Path() {
			case "log", "log/slog":
				if fn.Pkg().Path() == "log/slog" && fn.Signature().Recv() == nil && !isLogName(fn.Name()) {
					cur = parent // slog.String("reason", ...) inside a logging call
					continue
				}
				return true
			case "fmt":
				return strings.HasPrefix(fn.Name(), "Print") || strings.HasPrefix(fn.Name(), "Fprint")
			}
			return false
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
