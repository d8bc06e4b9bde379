package apierrptr

import (
	_ "embed"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
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
		Name: "apierrptr",
		Doc:  analysisdoc.Extract(doc, "apierrptr"),
		URL:  analysisdoc.URL("apierrptr"),
		// Partly typed code is safe: a check whose type is unknown is
		// not a check of an SDK error type, and it is skipped.
		RunDespiteErrors: true,
		Requires:         []*analysis.Analyzer{pkginspect.Analyzer},
		Run: suppress.Filter(func(pass *analysis.Pass) (any, error) {
			run(pass)
			return nil, nil
		}),
	}
}
