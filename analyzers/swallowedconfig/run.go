package swallowedconfig

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/adkcallback"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

func run(pass *analysis.Pass) {
	if !relevant(pass) {
		return
	}
	j := newJudge(pass)
	declared := adkcallback.Of(pass).Declared
	for _, cb := range declared {
		if cb.Kind == llmapi.OnModelError && cb.Func != nil {
			j.decls[cb.Func] = cb.Node.(*ast.FuncDecl)
		}
	}
	var table pkgfacts.Builder[struct{}]
	for _, cb := range declared {
		if cb.Kind != llmapi.OnModelError {
			continue
		}
		switch {
		case cb.Lit != nil:
			if j.swallows(cb.Lit.Type, cb.Body) {
				reportAt(pass, cb, cb.Lit)
			}
		case cb.Func != nil && cb.Func.Exported() && j.swallowsFunc(cb.Func):
			table.Add(cb.Func, struct{}{})
		}
	}
	if t, ok := table.Table(pass, new(swallowsFacts)); ok {
		pass.ExportPackageFact((*swallowsFacts)(&t))
	}
	for _, cb := range adkcallback.Of(pass).Registered {
		if cb.Kind == llmapi.OnModelError && cb.Func != nil && j.swallowsFunc(cb.Func) {
			reportAt(pass, cb, cb.Node)
		}
	}
}

// relevant reports whether the package can hold an OnModelError callback
// or register one: it imports an SDK package of the table (ADK's types
// spell the callback's signature), or a package with swallowsFacts.
func relevant(pass *analysis.Pass) bool {
	if pass.Pkg == nil {
		return false
	}
	for _, imp := range pass.Pkg.Imports() {
		if llmapi.IsTablePackage(imp.Path()) || probe.Exports(pass, imp) {
			return true
		}
	}
	return false
}

// swallowsFunc judges a named callback of this package by its body, or
// one of another package by its fact.
func (j *judge) swallowsFunc(fn *types.Func) bool {
	fn = fn.Origin()
	if v, ok := j.verdict[fn]; ok {
		return v
	}
	if d := j.decls[fn]; d != nil {
		j.verdict[fn] = j.swallows(d.Type, d.Body)
		return j.verdict[fn]
	}
	_, _, ok := j.facts.Lookup(fn)
	return ok
}

// reportAt reports the callback at n: a literal's func keyword, or the
// registration of a named callback.
func reportAt(pass *analysis.Pass, cb adkcallback.Callback, n ast.Node) {
	// A test that swallows does so on purpose: it checks the substitution
	// itself, or fakes a model.
	if srcfile.IsTestPos(pass.Fset, n.Pos()) {
		return
	}
	end := n.End()
	if lit, ok := n.(*ast.FuncLit); ok {
		end = lit.Type.End()
	}
	pass.Report(analysis.Diagnostic{
		Pos:     n.Pos(),
		End:     end,
		Message: cb.Name(pass.Pkg) + " swallows every error class, AUTH included",
	})
}
