// The analyzer: its configuration, the fast path, and the order of the
// phases of one pass.

package finishreason

import (
	_ "embed"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/adkcallback"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

//go:embed doc.go
var doc string

// Config holds the options of the analyzer; the zero Config is the
// default. The json tags are the golangci-lint settings keys; the same
// options are the flags -finishreason.<key>.
type Config struct {
	Strict bool `json:"strict"`
}

// Analyzer has the default configuration; its flags change it.
var Analyzer = New(Config{})

// New returns an analyzer with the given configuration.
func New(cfg Config) *analysis.Analyzer { return newAnalyzer(cfg, false) }

// newAnalyzer can skip the fast path, so that tests run the whole
// analysis over packages that touch no LLM API.
func newAnalyzer(cfg Config, always bool) *analysis.Analyzer {
	c := &cfg
	a := &analysis.Analyzer{
		Name: "finishreason",
		Doc:  analysisdoc.Extract(doc, "finishreason"),
		URL:  analysisdoc.URL("finishreason"),
		Run: suppress.Filter(func(pass *analysis.Pass) (any, error) {
			return run(pass, *c, always)
		}),
		// Not inspect, which walks every package of the build, LLM or
		// not: pkginspect builds the shared inspector past the fast path.
		Requires:         []*analysis.Analyzer{pkginspect.Analyzer, adkcallback.Analyzer},
		FactTypes:        []analysis.Fact{new(funcFacts), new(sinkFacts)},
		RunDespiteErrors: true,
	}
	a.Flags.BoolVar(&c.Strict, "strict", c.Strict,
		"a read of the finish reason that only feeds a log, print or telemetry call does not count")
	return a
}

func run(pass *analysis.Pass, cfg Config, always bool) (any, error) {
	if !always && !relevant(pass) {
		if declaresSinkCandidates(pass) {
			newRunner(pass, cfg, pkginspect.Of(pass)).sinks.exportFacts()
		}
		return nil, nil
	}
	r := newRunner(pass, cfg, pkginspect.Of(pass))
	skip := newExempt(r)
	r.report.checkCalls(skip)
	r.callbacks.checkCallbacks(skip)
	r.callbacks.checkConfigs(skip)
	r.sums.exportFacts()
	r.sinks.exportFacts()
	return nil, nil
}

// relevant is the fast path: a package that imports nothing from the
// table or an SDK, and no package that exports our facts, cannot hold a
// model call. Only direct imports count: the facts of the whole import
// closure would turn the fast path off for every package downstream of
// one that talks to a model.
func relevant(pass *analysis.Pass) bool {
	return importsLLM(pass.Pkg) || slices.ContainsFunc(pass.Pkg.Imports(), func(imp *types.Package) bool {
		return probe.Exports(pass, imp)
	})
}

// importsLLM reports whether pkg imports a package of the table or of an
// SDK directly.
func importsLLM(pkg *types.Package) bool {
	return slices.ContainsFunc(pkg.Imports(), func(imp *types.Package) bool {
		return llmapi.IsTablePackage(imp.Path()) || llmapi.IsSDK(imp.Path())
	})
}
