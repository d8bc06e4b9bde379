package analyzers

import (
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

// New validates cfg and returns the enabled analyzers followed by the
// ignoredirective analyzer, which reports malformed //llmerrlint:
// directives once. Each analyzer filters its own diagnostics through the
// directives and skips generated files.
func New(cfg Config) ([]*analysis.Analyzer, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	var out []*analysis.Analyzer
	for _, a := range cfg.build() {
		if !slices.Contains(cfg.Disable, a.Name) {
			out = append(out, a)
		}
	}
	return append(out, suppress.NewDirectiveAnalyzer(Names())), nil
}

// Default returns the analyzers with their default configuration. Their
// Flags are live: the command line configures them.
func Default() []*analysis.Analyzer {
	out, err := New(Config{})
	if err != nil {
		panic(err) // the zero Config is valid; a test proves it
	}
	return out
}

// Names returns the names of all analyzers, in the order they run.
func Names() []string {
	var names []string
	for _, a := range (Config{}).build() {
		names = append(names, a.Name)
	}
	return names
}
