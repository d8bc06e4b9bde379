// ADK plugins: whether some plugin of the package, or one installed by
// its runners, may read the reason.

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
func (cbs *callbacks) pluginsJudge(skip exempt) bool {
	return cbs.judged.get(func() bool { return cbs.findJudge(skip) })
}

func (cbs *callbacks) findJudge(skip exempt) bool {
	info := cbs.src.info()
	for c := range cbs.src.ix.Root().Preorder((*ast.CompositeLit)(nil)) {
		lit := c.Node().(*ast.CompositeLit)
		cfg, isCfg := llmapi.ConfigOf(info.TypeOf(lit))
		for key, value := range adkcallback.Fields(lit) {
			switch {
			case isCfg && cfg.IsComposed() && key.Name == cfg.AfterModel:
				if !skip.at(c) && cbs.afterModelReads(value) {
					return true
				}
			case !isCfg:
				// Asked last: most literals are neither, and the test
				// walks up to the file.
				if v, _ := info.Uses[key].(*types.Var); llmapi.IsPluginList(v) && !skip.at(c) && cbs.installsForeign(value) {
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
func (cbs *callbacks) afterModelReads(e ast.Expr) bool {
	e = ast.Unparen(e)
	if tv, ok := cbs.src.info().Types[e]; ok && tv.IsNil() {
		return false
	}
	switch e := e.(type) {
	case *ast.FuncLit:
		c, ok := cbs.src.ix.Root().FindNode(e)
		if !ok {
			return true
		}
		return cbs.callbackFate(c, e.Type.Params) >= fateWeakRead
	case *ast.Ident, *ast.SelectorExpr:
		fn, _ := typeutil.Callee(cbs.src.info(), &ast.CallExpr{Fun: e}).(*types.Func)
		if fn == nil {
			return true // a variable: unknown
		}
		decl, ok := cbs.src.decls[fn.Origin()]
		if !ok {
			return true // another package's callback (llmerr's, say)
		}
		return cbs.callbackFate(decl, decl.Node().(*ast.FuncDecl).Type.Params) >= fateWeakRead
	}
	return true
}

// installsForeign reports whether a plugin list may install a plugin this
// package does not build from a plugin.Config literal.
func (cbs *callbacks) installsForeign(list ast.Expr) bool {
	lit, ok := ast.Unparen(list).(*ast.CompositeLit)
	if !ok {
		return true // a list from a variable or a call
	}
	for _, e := range lit.Elts {
		if cbs.foreignPlugin(e, 0) {
			return true
		}
	}
	return false
}

// foreignPlugin reports whether the plugin e may come from elsewhere: a
// call of another package's function, plugin.New of a config that is not
// a literal, a variable defined from one, or anything we cannot see.
func (cbs *callbacks) foreignPlugin(e ast.Expr, depth int) bool {
	if depth > 4 {
		return true
	}
	info := cbs.src.info()
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
		case fn.Pkg() == cbs.pass.Pkg:
			return false // built here, from the package's configs
		}
		return true
	case *ast.Ident:
		v, _ := info.Uses[e].(*types.Var)
		if v == nil {
			return true
		}
		defs := cbs.src.definitions(v)
		if len(defs) == 0 {
			return true // a parameter, or set elsewhere
		}
		for _, d := range defs {
			if cbs.foreignPlugin(d, depth+1) {
				return true
			}
		}
		return false
	}
	return true
}
