package finishreason

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/adkcallback"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// Plugins are composed per runner: a plugin that handles only model
// errors (a retry plugin) relies on another plugin's AfterModel callback
// to judge the responses. A plugin.Config without one is reported only
// when nothing else in the package may judge them: no plugin.Config of the
// package has an AfterModel callback that reads the reason, and no runner
// plugin list built here installs a plugin from elsewhere.

// pluginsJudge reports whether some plugin of the package, or installed by
// a runner plugin list built in it, may read the reason of responses.
func (r *runner) pluginsJudge(skip map[*ast.File]bool) bool {
	if r.judged != nil {
		return *r.judged
	}
	v := r.findJudge(skip)
	r.judged = &v
	return v
}

func (r *runner) findJudge(skip map[*ast.File]bool) bool {
	info := r.info()
	for c := range r.ix.Root().Preorder((*ast.CompositeLit)(nil)) {
		if skip[fileOf(c)] {
			continue
		}
		lit := c.Node().(*ast.CompositeLit)
		cfg, isCfg := llmapi.ConfigOf(info.TypeOf(lit))
		for key, value := range adkcallback.Fields(lit) {
			switch {
			case isCfg && cfg.IsComposed() && key.Name == cfg.AfterModel:
				if r.afterModelReads(value) {
					return true
				}
			case !isCfg:
				if v, _ := info.Uses[key].(*types.Var); llmapi.IsPluginList(v) && r.installsForeign(value) {
					return true
				}
			}
		}
	}
	return false
}

// afterModelReads reports whether the AfterModel callback e may read the
// reason: one of this package whose flow reads it (or lets the response
// escape), or any callback we cannot see.
func (r *runner) afterModelReads(e ast.Expr) bool {
	e = ast.Unparen(e)
	if tv, ok := r.info().Types[e]; ok && tv.IsNil() {
		return false
	}
	switch e := e.(type) {
	case *ast.FuncLit:
		c, ok := r.ix.Root().FindNode(e)
		if !ok {
			return true
		}
		return r.callbackFate(c, e.Type.Params) >= fateWeakRead
	case *ast.Ident, *ast.SelectorExpr:
		fn, _ := typeutil.Callee(r.info(), &ast.CallExpr{Fun: e}).(*types.Func)
		if fn == nil {
			return true // a variable: unknown
		}
		decl, ok := r.decls[fn.Origin()]
		if !ok {
			return true // another package's callback (llmerr's, say)
		}
		return r.callbackFate(decl, decl.Node().(*ast.FuncDecl).Type.Params) >= fateWeakRead
	}
	return true
}

// installsForeign reports whether a plugin list may install a plugin this
// package does not build from a plugin.Config literal.
func (r *runner) installsForeign(list ast.Expr) bool {
	lit, ok := ast.Unparen(list).(*ast.CompositeLit)
	if !ok {
		return true // a list from a variable or a call
	}
	for _, e := range lit.Elts {
		if r.foreignPlugin(e, 0) {
			return true
		}
	}
	return false
}

// foreignPlugin reports whether the plugin e may come from elsewhere: a
// call of another package's function, plugin.New of a config that is not
// a literal, a variable defined from one, or anything we cannot see.
func (r *runner) foreignPlugin(e ast.Expr, depth int) bool {
	if depth > 4 {
		return true
	}
	info := r.info()
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(info, e).(*types.Func)
		switch {
		case fn == nil:
			return true
		case llmapi.IsPluginConstructor(fn):
			if len(e.Args) != 1 {
				return true
			}
			_, isLit := ast.Unparen(e.Args[0]).(*ast.CompositeLit)
			return !isLit
		case fn.Pkg() == r.pass.Pkg:
			return false // built here, from the package's configs
		}
		return true
	case *ast.Ident:
		v, _ := info.Uses[e].(*types.Var)
		if v == nil {
			return true
		}
		defs := r.definitions(v)
		if len(defs) == 0 {
			return true // a parameter, or set elsewhere
		}
		for _, d := range defs {
			if r.foreignPlugin(d, depth+1) {
				return true
			}
		}
		return false
	}
	return true
}

// definitions returns the expressions assigned to v in the package (the
// call, for p, err := plugin.New(...)).
func (r *runner) definitions(v *types.Var) []ast.Expr {
	var out []ast.Expr
	for c := range r.ix.Root().Preorder((*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)) {
		switch n := c.Node().(type) {
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				id, ok := lhs.(*ast.Ident)
				if !ok || r.objectOf(id) != v {
					continue
				}
				if len(n.Rhs) == len(n.Lhs) {
					out = append(out, n.Rhs[i])
				} else if len(n.Rhs) == 1 {
					out = append(out, n.Rhs[0])
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if r.objectOf(id) != v {
					continue
				}
				if len(n.Values) == len(n.Names) {
					out = append(out, n.Values[i])
				} else if len(n.Values) == 1 {
					out = append(out, n.Values[0])
				}
			}
		}
	}
	return out
}
