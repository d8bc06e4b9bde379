package analyzers_test

import (
	"fmt"
	"go/ast"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// analyzeUnit is a driver for one package whose dependencies' facts are
// known already (see storeFacts), as go vet runs an analyzer on one
// package at a time. Within the package it does what the checker's
// action does: analyzers in the order of their requirements, each pass
// given its requirements' results, skipped on an ill-typed package unless
// it runs despite errors, failed when a requirement or an import failed;
// facts checked on export; suggested fixes checked on report.
//
// The checker panics when an analyzer breaks the rules of a pass; here
// each such breach is an error of misuse, so that the fuzz target reports
// all of them for an input.

// unitAction is the outcome of one analyzer on the package.
type unitAction struct {
	analyzer    *analysis.Analyzer
	isRoot      bool // one of the analyzers asked for, not a requirement only
	result      any
	err         error
	diagnostics []analysis.Diagnostic
	facts       *factSet // the facts the pass exported
}

// unitRun is the state of one analyzeUnit call.
type unitRun struct {
	pkg      *packages.Package
	deps     *unitDeps
	readFile func(string) ([]byte, error)
	actions  map[*analysis.Analyzer]*unitAction
	misuse   []error
}

// analyzeUnit runs as and their requirements on pkg. deps holds the
// facts of pkg's imports; readFile backs Pass.ReadFile. It returns one
// action per analyzer, requirements first, and the analyzers' breaches
// of the pass's rules.
func analyzeUnit(as []*analysis.Analyzer, pkg *packages.Package, deps *unitDeps, readFile func(string) ([]byte, error)) ([]*unitAction, []error) {
	if err := analysis.Validate(as); err != nil {
		return nil, []error{err}
	}
	u := &unitRun{pkg: pkg, deps: deps, readFile: readFile, actions: map[*analysis.Analyzer]*unitAction{}}
	if pkg.Errors == nil && (pkg.Name == "" || pkg.PkgPath == "" || pkg.Types == nil || pkg.Fset == nil || pkg.TypesSizes == nil) {
		u.misuse = append(u.misuse, fmt.Errorf("package %s lacks the syntax and types an analysis needs", pkg))
	}
	var out []*unitAction
	for _, a := range requirementOrder(as) {
		act := u.run(a)
		act.isRoot = slices.Contains(as, a)
		u.actions[a] = act
		out = append(out, act)
	}
	return out, u.misuse
}

// requirementOrder returns as and everything they require, each once,
// every analyzer after its requirements.
func requirementOrder(as []*analysis.Analyzer) []*analysis.Analyzer {
	var order []*analysis.Analyzer
	seen := map[*analysis.Analyzer]bool{}
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		for _, req := range a.Requires {
			visit(req)
		}
		order = append(order, a)
	}
	for _, a := range as {
		visit(a)
	}
	return order
}

// run runs a, whose requirements have run.
func (u *unitRun) run(a *analysis.Analyzer) *unitAction {
	act := &unitAction{analyzer: a, facts: newFactSet()}
	inherited := newFactSet()
	if len(a.FactTypes) > 0 {
		if u.deps == nil || u.deps.facts[a] == nil {
			act.err = fmt.Errorf("no stored facts for %s on the imports of %s", a, u.pkg)
			return act
		}
		inherited = u.deps.facts[a]
	}

	// A failed requirement or import fails the action, before the check
	// for type errors, as in the checker.
	var failed []string
	resultOf := map[*analysis.Analyzer]any{}
	for _, req := range a.Requires {
		dep := u.actions[req]
		if dep.err != nil {
			failed = append(failed, fmt.Sprintf("%s@%s", req, u.pkg))
		}
		resultOf[req] = dep.result
	}
	if len(a.FactTypes) > 0 {
		failed = append(failed, u.deps.failed[a]...)
	}
	if failed != nil {
		slices.Sort(failed)
		act.err = fmt.Errorf("failed prerequisites: %s", strings.Join(failed, ", "))
		return act
	}

	pass := u.newPass(act, inherited, resultOf)
	act.result, act.err = u.runPass(pass, act)
	// As the checker, leave a call after Run nothing to call.
	pass.ExportObjectFact = nil
	pass.ExportPackageFact = nil
	return act
}

// runPass runs pass's analyzer and checks its result as the checker does.
func (u *unitRun) runPass(pass *analysis.Pass, act *unitAction) (any, error) {
	a := pass.Analyzer
	if u.pkg.IllTyped && !a.RunDespiteErrors {
		return nil, fmt.Errorf("analysis skipped due to errors in package")
	}
	result, err := a.Run(pass)
	if err != nil {
		return nil, err
	}
	if got := reflect.TypeOf(result); got != a.ResultType {
		return nil, fmt.Errorf("%s on %s: result of type %v, not its ResultType %v", a, pass.Pkg.Path(), got, a.ResultType)
	}
	// The checker also resolves each diagnostic's URL against the
	// analyzer's; both are constants of the analyzer, which no input
	// changes, so the fuzz target leaves them to the analyzers' tests.
	return result, nil
}

// newPass returns the pass of act's analyzer on the package: it sees the
// inherited facts and the ones it exports itself.
func (u *unitRun) newPass(act *unitAction, inherited *factSet, resultOf map[*analysis.Analyzer]any) *analysis.Pass {
	a, pkg := act.analyzer, u.pkg
	module := &analysis.Module{} // never nil under the checker
	if pkg.Module != nil {
		module = analysisModule(pkg.Module)
	}
	pass := &analysis.Pass{
		Analyzer:     a,
		Fset:         pkg.Fset,
		Files:        pkg.Syntax,
		OtherFiles:   pkg.OtherFiles,
		IgnoredFiles: pkg.IgnoredFiles,
		Pkg:          pkg.Types,
		TypesInfo:    pkg.TypesInfo,
		TypesSizes:   pkg.TypesSizes,
		TypeErrors:   pkg.TypeErrors,
		Module:       module,
		ResultOf:     resultOf,
	}
	pass.Report = func(d analysis.Diagnostic) {
		if err := validateFixes(pkg.Fset, a, d.SuggestedFixes); err != nil {
			u.misuse = append(u.misuse, fmt.Errorf("%s on %s: %v", a, pkg.PkgPath, err))
		}
		act.diagnostics = append(act.diagnostics, d)
	}
	pass.ReadFile = func(name string) ([]byte, error) {
		if !readable(pass, name) {
			return nil, fmt.Errorf("%s may not read %s: not a file of package %s", a, name, pkg.PkgPath)
		}
		return u.readFile(name)
	}
	u.addFacts(pass, act, inherited)
	return pass
}

// readable reports whether a pass may read the file name: one of its
// package's files, as the checker allows.
func readable(pass *analysis.Pass, name string) bool {
	if slices.Contains(pass.OtherFiles, name) || slices.Contains(pass.IgnoredFiles, name) {
		return true
	}
	return slices.ContainsFunc(pass.Files, func(f *ast.File) bool {
		tf := pass.Fset.File(f.FileStart)
		return tf != nil && tf.Name() == name
	})
}

// analysisModule is the module of a pass, from the package's.
func analysisModule(m *packages.Module) *analysis.Module {
	if m == nil {
		return nil
	}
	out := &analysis.Module{
		Path:      m.Path,
		Version:   m.Version,
		Replace:   analysisModule(m.Replace),
		Time:      m.Time,
		Main:      m.Main,
		Indirect:  m.Indirect,
		Dir:       m.Dir,
		GoMod:     m.GoMod,
		GoVersion: m.GoVersion,
	}
	if m.Error != nil {
		out.Error = &analysis.ModuleError{Err: m.Error.Err}
	}
	return out
}
