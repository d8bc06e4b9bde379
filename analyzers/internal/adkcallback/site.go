package adkcallback

import (
	"go/ast"
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// assignedTo names the variable or struct key a literal is assigned to;
// parent is the literal's parent node.
func assignedTo(lit, parent ast.Node) string {
	switch p := parent.(type) {
	case *ast.AssignStmt:
		for i, rhs := range p.Rhs {
			if rhs == lit && i < len(p.Lhs) && len(p.Lhs) == len(p.Rhs) {
				if id, ok := p.Lhs[i].(*ast.Ident); ok {
					return id.Name
				}
			}
		}
	case *ast.ValueSpec:
		for i, v := range p.Values {
			if v == lit && i < len(p.Names) {
				return p.Names[i].Name
			}
		}
	case *ast.KeyValueExpr:
		if id, ok := p.Key.(*ast.Ident); ok && p.Value == lit {
			return id.Name
		}
	}
	return ""
}

// registration describes the callback value e registered at a site.
func registration(info *types.Info, k llmapi.CallbackKind, site string, inConfig bool, v string, e ast.Expr) Callback {
	e = ast.Unparen(e)
	cb := Callback{Kind: k, Node: e, Pos: e.Pos(), Site: site, InConfig: inConfig, Var: v}
	switch e := e.(type) {
	case *ast.FuncLit:
		cb.Lit = e
	case *ast.Ident:
		cb.Func, _ = info.Uses[e].(*types.Func)
	case *ast.SelectorExpr:
		if sel := info.Selections[e]; sel != nil {
			if sel.Kind() == types.MethodVal {
				cb.Func, _ = sel.Obj().(*types.Func)
			}
		} else {
			cb.Func, _ = info.Uses[e.Sel].(*types.Func) // pkg.Func
		}
	}
	if cb.Func != nil {
		cb.Var = ""
	}
	return cb
}

// qualifiedTypeName spells a named callback type as its package name and type name.
func qualifiedTypeName(t types.Type) string {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Name() + "." + n.Obj().Name()
}
