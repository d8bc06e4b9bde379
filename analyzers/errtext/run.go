package errtext

import (
	"go/ast"
	"go/types"
	"slices"
	"sort"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

func run(pass *analysis.Pass, all bool) {
	rel := relevant(pass)
	if !all && !rel {
		classifierFacts(pass)
		return
	}
	ix := pkginspect.Of(pass)
	a := newPkgState(pass, all, ix)
	var decls []inspector.Cursor
	for file := range ix.Root().Children() {
		// Test code may assert on a message: that is what it is for. It
		// is a test file, or a function taking a *testing.T (a suite or
		// helper that other modules' tests import).
		if srcfile.IsTest(pass.Fset, file.Node().(*ast.File)) {
			continue
		}
		for d := range pkginspect.Decls(file) {
			if fd, ok := d.Node().(*ast.FuncDecl); !ok || !srcfile.IsTestFunc(pass.TypesInfo, fd.Type) {
				decls = append(decls, d)
			}
		}
	}
	// -scope=all needs the summaries too: a helper that searches its
	// parameter's text is one whichever errors are in scope, and the
	// helpers declared after their callers are only known from them.
	decls = a.summarize(decls)
	a.reporting = true
	for _, d := range decls {
		a.walkDecl(d)
		a.grouped.flush(a.reportWithRemedy)
	}
	// Facts only where -scope=llm exports them: a package that touches no
	// LLM API writes none, whatever the options.
	if rel {
		a.exportFacts()
	}
}

// relevant is the fast path: a package that imports no LLM API, and no
// package that exports errtext's facts, holds no LLM error. Only direct
// imports count.
func relevant(pass *analysis.Pass) bool {
	for _, imp := range pass.Pkg.Imports() {
		if llmapi.IsLLMPackage(imp.Path()) || probe.Exports(pass, imp) {
			return true
		}
	}
	return false
}

// implementations gives an interface method of this package the origin of
// the errors its implementations in this package return: the
// application's own interface over several SDKs.
func (a *pkgState) implementations() {
	// Only a method that returns LLM errors can lend an interface method
	// its origin; without one, no pairing is worth building.
	if !a.methodReturnsLLM() {
		return
	}
	scope := a.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		it, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || it.IsAlias() || !types.IsInterface(it.Type()) {
			continue
		}
		iface := it.Type().Underlying().(*types.Interface)
		for i := 0; i < iface.NumExplicitMethods(); i++ {
			m := iface.ExplicitMethod(i)
			for _, f := range a.dispatchTargets(m) {
				if o, ok := a.returns[f]; ok && o.kind == llm {
					a.addReturn(m, o)
				}
			}
		}
	}
}

// methodReturnsLLM reports whether a method of a concrete type of this
// package returns LLM errors.
func (a *pkgState) methodReturnsLLM() bool {
	for fn, o := range a.returns {
		if recv := fn.Signature().Recv(); recv != nil && !types.IsInterface(recv.Type()) && o.kind == llm {
			return true
		}
	}
	return false
}

// exportFacts tells the importers which exported functions return LLM
// errors and which search the text of a parameter. An SDK's packages
// export them too, for the other packages of its module; outside it,
// every function of the module is in scope anyway.
func (a *pkgState) exportFacts() {
	var fns []*types.Func
	for fn := range a.returns {
		fns = append(fns, fn)
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].Pos() < fns[j].Pos() })
	var table pkgfacts.Builder[funcEntry]
	entries := map[*types.Func]*funcEntry{}
	var order []*types.Func
	entry := func(fn *types.Func) *funcEntry {
		e := entries[fn]
		if e == nil {
			e = &funcEntry{}
			entries[fn] = e
			order = append(order, fn)
		}
		return e
	}
	for _, fn := range fns {
		if o := a.returns[fn]; o.kind == llm && fn.Exported() {
			e := entry(fn)
			e.LLM, e.Lost, e.Others = true, o.lost, o.others
			for _, p := range o.providers {
				e.Providers = append(e.Providers, table.Intern(p))
			}
		}
	}
	for _, fn := range a.order {
		if !fn.Exported() {
			continue
		}
		params := make([]searchedParam, 0, len(a.helpers[fn]))
		for _, h := range a.helpers[fn] {
			params = append(params, h.searchedParam)
		}
		sort.Slice(params, func(i, j int) bool { return params[i].Index < params[j].Index })
		if a.classifiersOnly {
			params = slices.DeleteFunc(params, func(p searchedParam) bool { return !classifies(fn, p) })
			if len(params) == 0 {
				continue
			}
		}
		e := entry(fn)
		for _, p := range params {
			e.Searched = append(e.Searched, searchedOf(&table, p))
		}
	}
	for _, fn := range order {
		table.Add(fn, *entries[fn])
	}
	if t, ok := table.Table(a.pass, new(errtextFacts)); ok {
		a.pass.ExportPackageFact((*errtextFacts)(&t))
	}
}
