package adkcallback

import (
	"go/ast"
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// The finder as it was before Find walked each file once for both views:
// Declared walked every file after Registered had walked them all. Kept
// as the reference Find must agree with, and as the cost it replaced in
// the benchmarks.

// twoWalksDeclared is Declared as it was: a walk of every file, after
// twoWalksRegistered's walk of them all.
func twoWalksDeclared(info *types.Info, files []*ast.File) []Callback {
	registered := map[*ast.FuncLit]Callback{}
	for _, r := range twoWalksRegistered(info, files) {
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
					cb = Callback{Kind: k, Lit: n, Pos: n.Pos(), Var: assignedTo(n, top(stack))}
				}
				cb.Kind, cb.Body, cb.Node = k, n.Body, n
				out = append(out, cb)
			}
			return true
		})
	}
	return out
}

// twoWalksRegistered is Registered as it was: an ast.Inspect of every file.
func twoWalksRegistered(info *types.Info, files []*ast.File) []Callback {
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
						} else if !code.IsNil(info, kv.Value) {
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
						add(k, qualifiedTypeName(elem), false, "", v)
					}
				}
			case *ast.CallExpr:
				if tv, ok := info.Types[n.Fun]; ok && tv.IsType() && len(n.Args) == 1 {
					if k := llmapi.CallbackTypeKind(tv.Type); k != llmapi.NotCallback {
						add(k, qualifiedTypeName(tv.Type), false, "", n.Args[0])
					}
				}
			case *ast.ValueSpec:
				if n.Type == nil {
					return true
				}
				t := info.TypeOf(n.Type)
				if k := llmapi.CallbackTypeKind(t); k != llmapi.NotCallback {
					for i, v := range n.Values {
						if i < len(n.Names) && !code.IsNil(info, v) {
							add(k, qualifiedTypeName(t), false, n.Names[i].Name, v)
						}
					}
				}
			}
			return true
		})
	}
	return out
}

// top returns the last node of stack, nil for an empty one.
func top(stack []ast.Node) ast.Node {
	if len(stack) == 0 {
		return nil
	}
	return stack[len(stack)-1]
}
