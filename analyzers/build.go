package analyzers

import (
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

// New validates cfg and returns the enabled analyzers, each wrapped so that
// //llmerrlint:ignore directives and generated files silence it, followed by
// the ignoredirective analyzer that reports malformed directives once.
func New(cfg Config) ([]*analysis.Analyzer, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	names := Names()
	var out []*analysis.Analyzer
	for _, e := range all {
		if slices.Contains(cfg.Disable, e.name) {
			continue
		}
		out = append(out, suppress.Wrap(e.build(cfg.of(e)), names))
	}
	return append(out, suppress.NewDirectiveAnalyzer(names)), nil
}

// Default returns the analyzers with their default configuration. Their
// Flags are live: the command line configures them.
func Default() []*analysis.Analyzer {
	out, err := New(DefaultConfig())
	if err != nil {
		panic(err) // the defaults are valid; a test proves it
	}
	return out
}
