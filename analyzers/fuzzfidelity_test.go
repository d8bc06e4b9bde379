package analyzers_test

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// sameAsChecker runs both the checker and analyzeUnit on pkg, an
// unmutated fixture package type-checked again, and reports every
// difference: in the diagnostics of the analyzers asked for (analyzer,
// position, message), in their errors, and, for each fact-using
// analyzer, in the facts its pass inherited from the imports and in those
// it exported. It returns the checker's number of diagnostics.
//
// This is what makes the fuzz target's findings the checker's: a driver
// that drops facts or order would make the analyzers take other paths.
func sameAsChecker(t *testing.T, fx *fixtures, file fixtureFile, pkg *packages.Package) int {
	t.Helper()
	graph, err := checker.Analyze(fx.analyzers, []*packages.Package{pkg}, &checker.Options{Sequential: true})
	if err != nil {
		t.Fatal(err)
	}
	acts, misuse := analyzeUnit(fx.analyzers, pkg, fx.deps[file.pkg], readMutated(file.name, file.src))
	for _, err := range misuse {
		t.Errorf("%s: %v", file.name, err)
	}
	byAnalyzer := map[*analysis.Analyzer]*unitAction{}
	var got []string
	for _, act := range acts {
		byAnalyzer[act.analyzer] = act
		if act.isRoot {
			got = append(got, diagnosticLines(pkg, act.analyzer, act.diagnostics)...)
		}
	}
	var want []string
	for act := range graph.All() {
		if act.Package != pkg {
			continue
		}
		mine := byAnalyzer[act.Analyzer]
		if mine == nil {
			t.Errorf("%s: analyzeUnit did not run %s", file.name, act.Analyzer)
			continue
		}
		if act.IsRoot {
			want = append(want, diagnosticLines(pkg, act.Analyzer, act.Diagnostics)...)
		}
		if fmt.Sprint(act.Err) != fmt.Sprint(mine.err) {
			t.Errorf("%s: %s: error %v, checker's %v", file.name, act.Analyzer, mine.err, act.Err)
		}
		if len(act.Analyzer.FactTypes) > 0 {
			own, inherited := splitFacts(act)
			compareFacts(t, file.name+": "+act.Analyzer.Name+": inherited", fx.deps[file.pkg].facts[act.Analyzer], inherited)
			compareFacts(t, file.name+": "+act.Analyzer.Name+": exported", mine.facts, own)
		}
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s: analyzeUnit reports\n%q\nthe checker\n%q", file.name, got, want)
	}
	return len(want)
}

func diagnosticLines(pkg *packages.Package, a *analysis.Analyzer, ds []analysis.Diagnostic) []string {
	var out []string
	for _, d := range ds {
		out = append(out, fmt.Sprintf("%s: %s: %s", a.Name, pkg.Fset.Position(d.Pos), d.Message))
	}
	return out
}

// splitFacts returns the facts of a checker action: those its pass
// exported about its package, and those it inherited.
func splitFacts(act *checker.Action) (own, inherited *factSet) {
	own, inherited = newFactSet(), newFactSet()
	for _, f := range act.AllObjectFacts() {
		set := inherited
		if f.Object.Pkg() == act.Package.Types {
			set = own
		}
		set.objects[objectFactKey{f.Object, reflect.TypeOf(f.Fact)}] = f.Fact
	}
	for _, f := range act.AllPackageFacts() {
		set := inherited
		if f.Package == act.Package.Types {
			set = own
		}
		set.packages[packageFactKey{f.Package, reflect.TypeOf(f.Fact)}] = f.Fact
	}
	return own, inherited
}

// compareFacts reports the facts that differ between got and the
// checker's want, by value: the checker computed its own.
func compareFacts(t *testing.T, what string, got, want *factSet) {
	t.Helper()
	if got == nil {
		got = newFactSet()
	}
	for k, w := range want.objects {
		if g, ok := got.objects[k]; !ok || !reflect.DeepEqual(g, w) {
			t.Errorf("%s: fact %v about %v: got %v, checker's %v", what, k.typ, k.obj, g, w)
		}
	}
	for k, g := range got.objects {
		if _, ok := want.objects[k]; !ok {
			t.Errorf("%s: fact %v about %v: got %v, the checker has none", what, k.typ, k.obj, g)
		}
	}
	for k, w := range want.packages {
		if g, ok := got.packages[k]; !ok || !reflect.DeepEqual(g, w) {
			t.Errorf("%s: fact %v about package %s: got %v, checker's %v", what, k.typ, k.pkg.Path(), g, w)
		}
	}
	for k, g := range got.packages {
		if _, ok := want.packages[k]; !ok {
			t.Errorf("%s: fact %v about package %s: got %v, the checker has none", what, k.typ, k.pkg.Path(), g)
		}
	}
}
