package callbackretry

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/adkcallback"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

func run(pass *analysis.Pass) {
	if !relevant(pass) {
		return
	}
	m := newModelCallers(pass)
	m.solve()
	m.export()
	for _, cb := range adkcallback.Declared(pass.TypesInfo, pass.Files) {
		if judged(cb.Kind) {
			checkCallback(pass, m, cb)
		}
	}
}

// judged reports whether callbacks of kind k are checked: those that run
// after the model answered or failed. A BeforeModel callback that calls a
// model (a cache, a router) is not a retry.
func judged(k llmapi.CallbackKind) bool {
	return k == llmapi.AfterModel || k == llmapi.OnModelError
}

// relevant reports whether the package can contain a model call: it
// imports an SDK package of the table, or a package with model callers.
func relevant(pass *analysis.Pass) bool {
	for _, imp := range pass.Pkg.Imports() {
		if llmapi.IsTablePackage(imp.Path()) || pass.ImportPackageFact(imp, new(packageCallsModelFact)) {
			return true
		}
	}
	return false
}

// checkCallback reports the model calls in the body of one callback,
// including closures it contains, but not callbacks nested in it: those
// are checked on their own.
func checkCallback(pass *analysis.Pass, m *modelCallers, cb adkcallback.Callback) {
	who := cb.Name(pass.Pkg)
	ast.Inspect(cb.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			sig, _ := pass.TypesInfo.TypeOf(n).(*types.Signature)
			return !judged(llmapi.ModelCallbackKind(sig))
		case *ast.CallExpr:
			fn, _ := typeutil.Callee(pass.TypesInfo, n).(*types.Func)
			if fn == nil {
				return true
			}
			if c, ok := llmapi.CallOf(fn); ok {
				pass.Report(analysis.Diagnostic{Pos: n.Pos(), End: n.End(),
					Message: fmt.Sprintf("%s calls %s, a nested retry", who, c.Display)})
			} else if via := m.reaches(fn); via != "" {
				d := analysis.Diagnostic{Pos: n.Pos(), End: n.End(),
					Message: fmt.Sprintf("%s calls %s, which calls the model", who, adkcallback.FuncName(pass.Pkg, fn))}
				if fn.Pos().IsValid() {
					d.Related = []analysis.RelatedInformation{{Pos: fn.Pos(),
						Message: adkcallback.FuncName(pass.Pkg, fn) + " calls " + via}}
				}
				pass.Report(d)
			}
		}
		return true
	})
}
