package swallowedconfig

import (
	_ "embed"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/adkcallback"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

//go:embed doc.go
var doc string

// Config holds the options of the analyzer. It has none yet; it exists so
// that every analyzer is built and configured the same way.
type Config struct{}

// Analyzer has the default configuration.
var Analyzer = New(Config{})

// New returns an analyzer with the given configuration.
func New(cfg Config) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:      "swallowedconfig",
		Doc:       analysisdoc.Extract(doc, "swallowedconfig"),
		URL:       analysisdoc.URL("swallowedconfig"),
		FactTypes: []analysis.Fact{new(swallowsFacts)},
		Requires:  []*analysis.Analyzer{adkcallback.Analyzer},
		// Partly typed code is safe: a return whose types are unknown is
		// one the judge cannot read, and the callback is left alone.
		RunDespiteErrors: true,
		Run: suppress.Filter(func(pass *analysis.Pass) (any, error) {
			run(pass)
			return nil, nil
		}),
	}
}
