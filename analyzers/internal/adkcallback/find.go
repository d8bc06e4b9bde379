package adkcallback

import (
	"go/ast"
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// Declared returns, in source order, every function of files with a body
// whose signature has the shape of an ADK model callback: declarations,
// methods and function literals. A literal that is also registered
// carries its registration's Site and Var.
func Declared(info *types.Info, files []*ast.File) []Callback {
	registered := map[*ast.FuncLit]Callback{}
	for _, r := range Registered(info, files) {
		if r.Lit != nil {
			registered[r.Lit] = r
		}
	}
	var out []Callback
	for _, f := range files {
		ast.PreorderStack(f, nil, func(n ast.Node, stack []ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				fn, ok := info.Defs[n.Name].(*types.Func)
				if !ok || n.Body == nil {
					return true
				}
				if k := llmapi.ModelCallbackKind(fn.Signature()); k != llmapi.NotCallback {
					out = append(out, Callback{Kind: k, Func: fn, Body: n.Body, Node: n, Pos: n.Name.Pos()})
				}
			case *ast.FuncLit:
				sig, _ := info.TypeOf(n).(*types.Signature)
				k := llmapi.ModelCallbackKind(sig)
				if k == llmapi.NotCallback {
					return true
				}
				cb, ok := registered[n]
				if !ok {
					cb = Callback{Kind: k, Lit: n, Pos: n.Pos(), Var: assignedTo(n, stack)}
				}
				cb.Kind, cb.Body, cb.Node = k, n.Body, n
				out = append(out, cb)
			}
			return true
		})
	}
	return out
}

// assignedTo names the variable or struct key a literal is assigned to.
func assignedTo(lit ast.Node, stack []ast.Node) string {
	if len(stack) == 0 {
		return ""
	}
	switch p := stack[len(stack)-1].(type) {
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

// Registered returns, in source order, every value files hand to ADK as a
// model callback (see the package comment).
func Registered(info *types.Info, files []*ast.File) []Callback {
	var out []Callback
	add := func(k llmapi.CallbackKind, site string, inConfig bool, v string, e ast.Expr) {
		out = append(out, registration(info, k, site, inConfig, v, e))
	}
	for _, f := range files {
		inConfig := map[ast.Node]bool{} // slice literals that are config values
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				t := info.TypeOf(n)
				if cfg, ok := llmapi.ConfigOf(t); ok {
					for _, e := range n.Elts {
						kv, ok := e.(*ast.KeyValueExpr)
						if !ok {
							continue
						}
						key, _ := kv.Key.(*ast.Ident)
						if key == nil {
							continue
						}
						k := cfg.CallbackField(key.Name)
						if k == llmapi.NotCallback {
							continue
						}
						site := cfg.Display + "." + key.Name
						if sl, ok := ast.Unparen(kv.Value).(*ast.CompositeLit); ok {
							inConfig[sl] = true
							for _, v := range sl.Elts {
								add(k, site, true, "", v)
							}
						} else if !isNil(kv.Value) {
							add(k, site, true, "", kv.Value)
						}
					}
					return true
				}
				if inConfig[n] || t == nil {
					return true
				}
				var elem types.Type
				switch u := t.Underlying().(type) {
				case *types.Slice:
					elem = u.Elem()
				case *types.Array:
					elem = u.Elem()
				}
				if k := llmapi.CallbackTypeKind(elem); k != llmapi.NotCallback {
					for _, v := range n.Elts {
						add(k, typeName(elem), false, "", v)
					}
				}
			case *ast.CallExpr:
				if tv, ok := info.Types[n.Fun]; ok && tv.IsType() && len(n.Args) == 1 {
					if k := llmapi.CallbackTypeKind(tv.Type); k != llmapi.NotCallback {
						add(k, typeName(tv.Type), false, "", n.Args[0])
					}
				}
			case *ast.ValueSpec:
				if n.Type == nil {
					return true
				}
				t := info.TypeOf(n.Type)
				if k := llmapi.CallbackTypeKind(t); k != llmapi.NotCallback {
					for i, v := range n.Values {
						if i < len(n.Names) && !isNil(v) {
							add(k, typeName(t), false, n.Names[i].Name, v)
						}
					}
				}
			}
			return true
		})
	}
	return out
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

func isNil(e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && id.Name == "nil"
}

// typeName spells a named callback type as its package name and type name.
func typeName(t types.Type) string {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Name() + "." + n.Obj().Name()
}
