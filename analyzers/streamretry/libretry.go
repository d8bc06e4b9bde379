// This file holds retries by a library: backoff.Retry, retry-go's Do and
// the like call the function handed to them again whenever it returns an
// error, as a loop's continue does.
package streamretry

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// retryCall is a retry library's call whose function argument makes the
// streaming call.
type retryCall struct {
	call *ast.CallExpr
	lit  *ast.FuncLit
	name string // "backoff.Retry"
	// loop stands for the retry: a for statement over the function's
	// body, so that the regions and guards are found as in a loop.
	loop *ast.ForStmt
}

// retriedBy reports whether the function literal at c is an argument of
// a call that retries it on an error, and returns an error itself.
func retriedBy(pass *analysis.Pass, c inspector.Cursor, lit *ast.FuncLit) (*retryCall, bool) {
	call, ok := c.Parent().Node().(*ast.CallExpr)
	if !ok || !litReturnsError(pass, lit) {
		return nil, false
	}
	isArg := false
	args := make([]types.Type, len(call.Args))
	for i, a := range call.Args {
		isArg = isArg || ast.Unparen(a) == lit
		args[i] = pass.TypesInfo.TypeOf(a)
	}
	fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	if !isArg || !llmapi.RetriesFuncOnError(fn, args) {
		return nil, false
	}
	name := fn.Pkg().Name() + "." + fn.Name()
	if recv := fn.Signature().Recv(); recv != nil {
		name = fn.Pkg().Name() + "." + recvName(recv.Type()) + "." + fn.Name()
	}
	return &retryCall{call: call, lit: lit, name: name, loop: &ast.ForStmt{For: lit.Body.Pos(), Body: lit.Body}}, true
}

func recvName(t types.Type) string {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return types.TypeString(t, nil)
}

// litReturnsError reports whether the literal's last result is an error.
func litReturnsError(pass *analysis.Pass, lit *ast.FuncLit) bool {
	sig, ok := pass.TypesInfo.TypeOf(lit).(*types.Signature)
	return ok && sig.Results().Len() > 0 && code.IsError(sig.Results().At(sig.Results().Len()-1).Type())
}

// returnsErrorAfterOutput reports whether the function returns an error
// the library retries (not nil, not marked permanent) once chunks may
// have gone out: in a loop that consumes the stream or after the first
// forwarding site.
func returnsErrorAfterOutput(pass *analysis.Pass, lit *ast.FuncLit, rs []region, first forward) bool {
	found := false
	walkWithStack(lit.Body, func(n ast.Node, _ []ast.Node) bool {
		ret, ok := n.(*ast.ReturnStmt)
		if ok && len(ret.Results) > 0 && retried(pass, ret.Results[len(ret.Results)-1]) && afterOutput(ret, rs, first) {
			found = true
		}
		return !found
	})
	return found
}

// retried reports whether a returned error makes the library try again:
// it is not nil and not wrapped by backoff.Permanent or the like.
func retried(pass *analysis.Pass, e ast.Expr) bool {
	if code.IsNil(pass.TypesInfo, e) {
		return false
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
		if llmapi.IsPermanentWrapper(fn) {
			return false
		}
	}
	return true
}
