// The fast path's probe for sinks: a package that touches no LLM API is
// analysed only when it may declare a logger interface and its adapter.

package finishreason

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// declaresSinkCandidates is the fast path's question about sinks: does
// the package declare, outside its tests, an exported interface with an
// exported method taking boxed values, that a type of the package
// implements with a method that prints or logs? Only such a package,
// among those that touch no LLM API, is worth a runner: it may declare a
// logger and its adapter. It reads the signatures, and the bodies of
// those implementations only, without the syntax index.
func declaresSinkCandidates(pass *analysis.Pass) bool {
	var concrete []*types.Named
	var shows *showScan
	for m := range exportedInterfaceMethods(pass) {
		if !exportedRecv(m) || len(boxedParams(m)) == 0 {
			continue
		}
		if concrete == nil {
			concrete = code.ConcreteTypes(pass.Fset, pass.Files, pass.Pkg, code.DropFakes)
			shows = newShowScan(pass)
		}
		for _, impl := range code.Implementations(m, concrete) {
			if shows.shows(impl.Origin()) {
				return true
			}
		}
	}
	return false
}

// showScan tells whether a function of the package prints, logs or
// records telemetry (llmapi's display and telemetry functions), in its
// body or in the functions of the package it calls.
type showScan struct {
	info  *types.Info
	pkg   *types.Package
	decls map[*types.Func]*ast.FuncDecl
	memo  map[*types.Func]bool
}

func newShowScan(pass *analysis.Pass) *showScan {
	s := &showScan{info: pass.TypesInfo, pkg: pass.Pkg, decls: map[*types.Func]*ast.FuncDecl{}, memo: map[*types.Func]bool{}}
	for _, f := range pass.Files {
		if srcfile.IsTest(pass.Fset, f) {
			continue
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					s.decls[fn] = fd
				}
			}
		}
	}
	return s
}

func (s *showScan) shows(fn *types.Func) bool {
	if v, ok := s.memo[fn]; ok {
		return v
	}
	s.memo[fn] = false // recursion: not (yet) shown
	fd := s.decls[fn]
	if fd == nil {
		return false
	}
	found := false
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if found || !ok {
			return !found
		}
		callee := typeutil.StaticCallee(s.info, call)
		switch {
		case callee == nil:
		case llmapi.IsDisplay(callee) || llmapi.IsTelemetry(callee):
			found = true
		case callee.Pkg() == s.pkg:
			found = s.shows(callee.Origin())
		}
		return !found
	})
	s.memo[fn] = found
	return found
}
