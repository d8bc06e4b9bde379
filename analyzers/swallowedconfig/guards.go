package swallowedconfig

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"

	"golang.org/x/tools/go/analysis"
)

// trivialControl reports whether a statement decides a path by nothing
// but a nil check of a parameter or a cancellation: neither tells one
// error class from another, so a path it sends back to the caller does not
// make the callback a re-raise by class.
func (j *judge) trivialControl(s ast.Stmt, params map[types.Object]bool) bool {
	switch s := s.(type) {
	case *ast.IfStmt:
		return s.Init == nil && j.trivialCond(s.Cond, params)
	case *ast.SwitchStmt:
		if s.Init != nil || s.Tag != nil {
			return false
		}
		for _, c := range s.Body.List {
			for _, e := range c.(*ast.CaseClause).List {
				if !j.trivialCond(e, params) {
					return false
				}
			}
		}
		return true
	}
	return false
}

// trivialCond reports whether e combines only trivial tests:
//
//	err == nil, req != nil                  // a parameter against nil
//	errors.Is(err, context.Canceled)        // or context.DeadlineExceeded
//	err == context.DeadlineExceeded
//	ctx.Err() != nil
func (j *judge) trivialCond(e ast.Expr, params map[types.Object]bool) bool {
	info := j.pass.TypesInfo
	switch e := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return e.Op == token.NOT && j.trivialCond(e.X, params)
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LAND, token.LOR:
			return j.trivialCond(e.X, params) && j.trivialCond(e.Y, params)
		case token.EQL, token.NEQ:
			for _, pair := range [][2]ast.Expr{{e.X, e.Y}, {e.Y, e.X}} {
				x, y := pair[0], pair[1]
				if code.IsNil(info, y) && j.isParam(x, params) || isContextSentinel(info, y) || j.isContextErr(x) {
					return true
				}
			}
		}
	case *ast.CallExpr:
		fn, ok := calleeFunc(j.pass, e)
		return ok && code.IsFunc(fn, "errors", "Is") &&
			len(e.Args) == 2 && isContextSentinel(info, e.Args[1])
	}
	return false
}

func (j *judge) isParam(e ast.Expr, params map[types.Object]bool) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && params[j.pass.TypesInfo.Uses[id]]
}

// isContextSentinel reports whether e is context.Canceled or
// context.DeadlineExceeded.
func isContextSentinel(info *types.Info, e ast.Expr) bool {
	var id *ast.Ident
	switch e := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		id = e.Sel
	case *ast.Ident:
		id = e
	default:
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	return ok && v.Pkg() != nil && v.Pkg().Path() == "context" &&
		(v.Name() == "Canceled" || v.Name() == "DeadlineExceeded")
}

// isContextErr reports whether e calls the Err method of a context.
func (j *judge) isContextErr(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, ok := calleeFunc(j.pass, call)
	return ok && fn.Name() == "Err" && fn.Pkg() != nil && fn.Pkg().Path() == "context"
}

func calleeFunc(pass *analysis.Pass, call *ast.CallExpr) (*types.Func, bool) {
	fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	return fn, ok && fn != nil
}
