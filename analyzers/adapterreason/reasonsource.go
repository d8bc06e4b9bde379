package adapterreason

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

// sourceOf reports whether e holds a provider's reason: a value of a
// reason type, a reason field, a local variable defined once from one, or
// a parameter that a call of this package passes one to. depth bounds the
// hops through variables and parameters.
func (m *mapper) sourceOf(e ast.Expr, depth int) (source, bool) {
	for {
		e = astutil.Unparen(e)
		if rv, ok := llmapi.ReasonValuesOfType(m.pass.TypesInfo.TypeOf(e)); ok {
			return source{rv, e}, true
		}
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || !m.pass.TypesInfo.Types[call.Fun].IsType() {
			break
		}
		e = call.Args[0] // a conversion: string(choice.FinishReason)
	}
	switch e := e.(type) {
	case *ast.SelectorExpr:
		if v, ok := m.pass.TypesInfo.Uses[e.Sel].(*types.Var); ok {
			if rv, ok := llmapi.ReasonValuesOfField(v); ok {
				return source{rv, e}, true
			}
		}
	case *ast.Ident:
		v, ok := m.pass.TypesInfo.Uses[e].(*types.Var)
		if !ok || depth == 0 || v.Pkg() != m.pass.Pkg || v.IsField() {
			return source{}, false
		}
		if src, ok := m.paramSources()[v]; ok {
			return src, true
		}
		if init := m.singleDefinition(v); init != nil {
			return m.sourceOf(init, depth-1)
		}
	}
	return source{}, false
}

// paramSources maps the parameters of this package's functions to the
// reason a call of this package passes them, the first in source order.
func (m *mapper) paramSources() map[*types.Var]source {
	if m.params != nil {
		return m.params
	}
	m.params = map[*types.Var]source{}
	saved := m.fn
	ix := pkginspect.Of(m.pass)
	for c := range ix.Root().Preorder((*ast.CallExpr)(nil)) {
		fn := ix.CalleeFunc(c, m.pass.TypesInfo)
		if fn == nil || fn.Pkg() != m.pass.Pkg {
			continue
		}
		if recv := fn.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) {
			continue // a static callee only, as typeutil.StaticCallee finds it
		}
		m.fn = nil // a local variable is traced only inside a function
		for fd := range c.Enclosing((*ast.FuncDecl)(nil)) {
			m.fn = fd.Node().(*ast.FuncDecl)
		}
		sig := fn.Origin().Signature()
		for i, arg := range c.Node().(*ast.CallExpr).Args {
			if i >= sig.Params().Len() || (sig.Variadic() && i >= sig.Params().Len()-1) {
				break
			}
			p := sig.Params().At(i)
			if _, seen := m.params[p]; seen {
				continue
			}
			// One hop: a local variable defined from a reason. A
			// parameter met there is looked up in this map while it is
			// being built, so the walk does not recurse.
			if src, ok := m.sourceOf(arg, 1); ok {
				m.params[p] = src
			}
		}
	}
	m.fn = saved
	return m.params
}

// singleDefinition returns the value a local variable is defined with,
// when the function defines it once (v := x, var v = x) and never assigns
// it again.
func (m *mapper) singleDefinition(v *types.Var) ast.Expr {
	if m.fn == nil {
		return nil
	}
	var init ast.Expr
	reassigned := false
	ast.Inspect(m.fn.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				id, ok := l.(*ast.Ident)
				if !ok {
					continue
				}
				if m.pass.TypesInfo.Defs[id] == v && len(n.Lhs) == len(n.Rhs) {
					init = n.Rhs[i]
				} else if m.pass.TypesInfo.Defs[id] == v || m.pass.TypesInfo.Uses[id] == v {
					reassigned = true
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if m.pass.TypesInfo.Defs[id] == v && len(n.Names) == len(n.Values) {
					init = n.Values[i]
				}
			}
		case *ast.UnaryExpr:
			if id, ok := n.X.(*ast.Ident); ok && m.pass.TypesInfo.Uses[id] == v {
				reassigned = true // &v: written through a pointer
			}
		}
		return !reassigned
	})
	if reassigned {
		return nil
	}
	return init
}
