package suppress

import (
	"go/token"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// Filter returns run changed to drop the diagnostics that a well-formed
// //llmerrlint:ignore directive naming the running analyzer covers, and
// those in generated files. Every analyzer's New applies it, so an exported
// Analyzer used on its own (as nogo does) filters exactly as the registry's.
//
// Filter drops diagnostics only; it never reports malformed directives, so
// that each is reported once however many analyzers run (see
// NewDirectiveAnalyzer).
func Filter(run func(*analysis.Pass) (any, error)) func(*analysis.Pass) (any, error) {
	return func(pass *analysis.Pass) (any, error) {
		// The directives are parsed at the first diagnostic: most packages
		// get none, and parsing every comment of every file of the build
		// would be most of the cost of a run over non-LLM code.
		f := &filter{pass: pass}
		report := pass.Report
		inner := *pass
		inner.Report = func(d analysis.Diagnostic) {
			if f.keep(d.Pos) {
				report(d)
			}
		}
		filters.Store(&inner, f)
		defer filters.Delete(&inner)
		return run(&inner)
	}
}

// filters holds the filter of each pass under way, by the pass its
// analyzer sees, for Kept.
var filters sync.Map

// filter builds its predicate at the first question.
type filter struct {
	pass *analysis.Pass
	pred func(token.Pos) bool
}

func (f *filter) keep(pos token.Pos) bool {
	if f.pred == nil {
		f.pred = newFilter(f.pass, f.pass.Analyzer.Name)
	}
	return f.pred(pos)
}

// Kept reports whether a diagnostic at pos would be reported: whether no
// directive or generated file drops it. An analyzer asks before it builds
// a costly suggested fix, which a dropped diagnostic would throw away. A
// pass that Filter does not wrap keeps everything.
func Kept(pass *analysis.Pass, pos token.Pos) bool {
	if f, ok := filters.Load(pass); ok {
		return f.(*filter).keep(pos)
	}
	return true
}

// newFilter returns a predicate telling whether a diagnostic of analyzer
// name at pos survives the package's directives and generated files.
func newFilter(pass *analysis.Pass, name string) func(token.Pos) bool {
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
		for _, d := range parseFile(f, nil) {
			if !d.suppresses() || !slices.Contains(d.names, name) {
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
