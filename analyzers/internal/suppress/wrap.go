package suppress

import (
	"flag"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// Wrap returns an analyzer that behaves like a but drops the diagnostics
// that a well-formed //llmerrlint:ignore directive covers and those in
// generated files. known lists every analyzer name a directive may name; a
// directive naming any other suppresses nothing. Facts, results and flags are a's own: the wrapper shares
// a's Flags values, so setting -<name>.<flag> configures a.
//
// Wrap filters only; it never reports malformed directives, so that each is
// reported once however many analyzers run (see NewDirectiveAnalyzer).
func Wrap(a *analysis.Analyzer, known []string) *analysis.Analyzer {
	w := &analysis.Analyzer{
		Name:             a.Name,
		Doc:              a.Doc,
		URL:              a.URL,
		Requires:         a.Requires,
		ResultType:       a.ResultType,
		RunDespiteErrors: a.RunDespiteErrors,
		FactTypes:        a.FactTypes,
	}
	a.Flags.VisitAll(func(f *flag.Flag) { w.Flags.Var(f.Value, f.Name, f.Usage) })
	w.Run = func(pass *analysis.Pass) (any, error) {
		// The directives are parsed at the first diagnostic: most packages
		// get none, and parsing every comment of every file of the build
		// would be most of the cost of a run over non-LLM code.
		var keep func(token.Pos) bool
		inner := *pass
		inner.Analyzer = a
		inner.Report = func(d analysis.Diagnostic) {
			if keep == nil {
				keep = newFilter(pass, a.Name, known)
			}
			if keep(d.Pos) {
				pass.Report(d)
			}
		}
		return a.Run(&inner)
	}
	return w
}

// newFilter returns a predicate telling whether a diagnostic of analyzer
// name at pos survives the package's directives and generated files.
func newFilter(pass *analysis.Pass, name string, known []string) func(token.Pos) bool {
	generated := map[*token.File]bool{}
	ignored := map[*token.File]map[int]bool{}
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.FileStart)
		if tf == nil {
			continue
		}
		if srcfile.IsGenerated(f) {
			generated[tf] = true
			continue
		}
		for _, d := range parseFile(f, known) {
			if d.problem != "" || !slices.Contains(d.names, name) {
				continue
			}
			if ignored[tf] == nil {
				ignored[tf] = map[int]bool{}
			}
			line := tf.Line(d.pos)
			ignored[tf][line] = true
			ignored[tf][line+1] = true
		}
	}
	return func(pos token.Pos) bool {
		tf := pass.Fset.File(pos)
		if tf == nil {
			return true
		}
		return !generated[tf] && !ignored[tf][tf.Line(pos)]
	}
}
