package analyzers_test

import (
	"fmt"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// The fuzz target mutates one fixture package per input and leaves its
// dependencies alone, so their facts never change. Like go vet, which
// reads a dependency's facts from the file its own run wrote, the target
// computes them once: one checker run over every unmutated fixture, whose
// actions' facts are kept here. An input then runs the analyzers on the
// mutated package alone (see analyzeUnit), instead of the checker running
// every fact-using analyzer again over the whole import closure.

// factSet holds facts as the checker keys them: by object or package,
// and by the fact's type.
type factSet struct {
	objects  map[objectFactKey]analysis.Fact
	packages map[packageFactKey]analysis.Fact
}

type objectFactKey struct {
	obj types.Object
	typ reflect.Type
}

type packageFactKey struct {
	pkg *types.Package
	typ reflect.Type
}

func newFactSet() *factSet {
	return &factSet{objects: map[objectFactKey]analysis.Fact{}, packages: map[packageFactKey]analysis.Fact{}}
}

// unitDeps is what an analysis of one fixture package needs from its
// dependencies, for each fact-using analyzer: the facts its pass
// inherits, and the imports whose action failed (which fail the pass, as
// the checker's failed prerequisites).
type unitDeps struct {
	facts  map[*analysis.Analyzer]*factSet
	failed map[*analysis.Analyzer][]string
}

// actionKey names one action of the checker's graph.
type actionKey struct {
	a   *analysis.Analyzer
	pkg *packages.Package
}

// factStore is the outcome of the checker's run: what each action
// exported itself (facts about its own package's objects and about its
// package), and its error.
type factStore struct {
	own  map[actionKey]*factSet
	errs map[actionKey]error
	out  map[actionKey]*factSet // memo of passedOn
}

// storeFacts runs the analyzers over roots with the checker and returns,
// for each root, what analyzeUnit needs from its dependencies. An
// analyzer error on a well-typed package is an error here, as it is on a
// mutated one.
func storeFacts(as []*analysis.Analyzer, roots []*packages.Package) (map[*packages.Package]*unitDeps, error) {
	graph, err := checker.Analyze(as, roots, &checker.Options{Sequential: true})
	if err != nil {
		return nil, err
	}
	s := &factStore{own: map[actionKey]*factSet{}, errs: map[actionKey]error{}, out: map[actionKey]*factSet{}}
	var bad []string
	for act := range graph.All() {
		k := actionKey{act.Analyzer, act.Package}
		s.errs[k] = act.Err
		if act.Err != nil && !act.Package.IllTyped {
			bad = append(bad, fmt.Sprintf("%s on %s: %v", act.Analyzer.Name, act.Package.PkgPath, act.Err))
		}
		if len(act.Analyzer.FactTypes) == 0 {
			continue
		}
		own := newFactSet()
		for _, f := range act.AllObjectFacts() {
			if f.Object.Pkg() == act.Package.Types {
				own.objects[objectFactKey{f.Object, reflect.TypeOf(f.Fact)}] = f.Fact
			}
		}
		for _, f := range act.AllPackageFacts() {
			if f.Package == act.Package.Types {
				own.packages[packageFactKey{f.Package, reflect.TypeOf(f.Fact)}] = f.Fact
			}
		}
		s.own[k] = own
	}
	if bad != nil {
		return nil, fmt.Errorf("analyzer errors on unmutated well-typed packages:\n%s", strings.Join(bad, "\n"))
	}
	deps := map[*packages.Package]*unitDeps{}
	for _, p := range roots {
		d := &unitDeps{facts: map[*analysis.Analyzer]*factSet{}, failed: map[*analysis.Analyzer][]string{}}
		for _, a := range factUsers(as) {
			d.facts[a] = s.inherited(a, p)
			d.failed[a] = s.failedImports(a, p)
		}
		deps[p] = d
	}
	return deps, nil
}

// factUsers returns the analyzers of as and of their requirements that
// declare fact types: the ones the checker also runs on dependencies.
func factUsers(as []*analysis.Analyzer) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	for _, a := range requirementOrder(as) {
		if len(a.FactTypes) > 0 {
			out = append(out, a)
		}
	}
	return out
}

// inherited returns the facts a pass of a on p starts with: what each
// direct import passes on, as the checker's inheritFacts does.
func (s *factStore) inherited(a *analysis.Analyzer, p *packages.Package) *factSet {
	in := newFactSet()
	for _, imp := range p.Imports {
		out := s.passedOn(a, imp)
		for k, f := range out.objects {
			if crossesImport(k.obj, imp.Types) {
				in.objects[k] = f
			}
		}
		for k, f := range out.packages {
			in.packages[k] = f // the checker filters none
		}
	}
	return in
}

// passedOn returns the facts the action of a on p holds after its run,
// which its importers inherit from: its own and those it inherited.
func (s *factStore) passedOn(a *analysis.Analyzer, p *packages.Package) *factSet {
	k := actionKey{a, p}
	if out, ok := s.out[k]; ok {
		return out
	}
	out := s.inherited(a, p)
	if own := s.own[k]; own != nil {
		for k, f := range own.objects {
			out.objects[k] = f
		}
		for k, f := range own.packages {
			out.packages[k] = f
		}
	}
	s.out[k] = out
	return out
}

// failedImports returns the actions of a on p's direct imports that
// failed, named and sorted as the checker does in its error.
func (s *factStore) failedImports(a *analysis.Analyzer, p *packages.Package) []string {
	var failed []string
	for _, imp := range p.Imports {
		if s.errs[actionKey{a, imp}] != nil {
			failed = append(failed, fmt.Sprintf("%s@%s", a, imp))
		}
	}
	slices.Sort(failed)
	return failed
}

// crossesImport reports whether the checker lets a fact about obj pass
// from pkg to the packages importing it. It approximates what export data
// holds: methods, fields, types and constants always pass; a function
// only when pkg declares it and exports it; another variable only when
// pkg declares it. So a fact about a plain function reaches the direct
// importers of its package and no further.
func crossesImport(obj types.Object, pkg *types.Package) bool {
	switch obj := obj.(type) {
	case *types.Func:
		if obj.Signature().Recv() != nil {
			return true
		}
		return obj.Exported() && obj.Pkg() == pkg
	case *types.Var:
		return obj.IsField() || obj.Pkg() == pkg
	case *types.TypeName, *types.Const:
		return true
	}
	return false
}
