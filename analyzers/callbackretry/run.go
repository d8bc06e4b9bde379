package callbackretry

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

func run(pass *analysis.Pass) {
	if !relevant(pass) {
		return
	}
	m := newModelCallers(pass)
	m.solve()
	m.export()
	for _, file := range pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			var sig *types.Signature
			var body *ast.BlockStmt
			name := ""
			switch n := n.(type) {
			case *ast.FuncDecl:
				if fn, ok := pass.TypesInfo.Defs[n.Name].(*types.Func); ok {
					sig, body, name = fn.Signature(), n.Body, n.Name.Name
				}
			case *ast.FuncLit:
				sig, _ = pass.TypesInfo.TypeOf(n).(*types.Signature)
				body = n.Body
			}
			if kind := llmapi.ModelCallbackKind(sig); kind != "" && body != nil {
				checkCallback(pass, m, kind, name, body)
			}
			return true
		})
	}
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
func checkCallback(pass *analysis.Pass, m *modelCallers, kind, name string, body *ast.BlockStmt) {
	who := kind + " callback"
	if name != "" {
		who += " " + name
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			sig, _ := pass.TypesInfo.TypeOf(n).(*types.Signature)
			return llmapi.ModelCallbackKind(sig) == ""
		case *ast.CallExpr:
			fn, _ := typeutil.Callee(pass.TypesInfo, n).(*types.Func)
			if fn == nil {
				return true
			}
			if c, ok := llmapi.CallOf(fn); ok {
				report(pass, n.Pos(), who+" calls "+c.Display)
			} else if via := m.reaches(fn); via != "" {
				report(pass, n.Pos(), who+" calls "+funcName(pass.Pkg, fn)+", which calls "+via)
			}
		}
		return true
	})
}

func report(pass *analysis.Pass, pos token.Pos, what string) {
	pass.Reportf(pos, "%s: a retry inside a model callback multiplies attempts during overload; "+
		"retry once in a model decorator such as llmerr.Retry and let the callback degrade or re-raise", what)
}

// funcName names fn as the reader of the callback sees it: qualified by its
// package outside the current one, by its receiver type for a method.
func funcName(here *types.Package, fn *types.Func) string {
	name := fn.Name()
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() != nil && fn.Pkg() != here {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}
