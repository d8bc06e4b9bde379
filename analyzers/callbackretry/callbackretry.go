package callbackretry

import (
	_ "embed"
	"flag"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
)

//go:embed doc.go
var doc string

// Config holds the options of the analyzer. It has none yet; it exists so
// that every analyzer is built the same way.
type Config struct{}

// DefaultConfig returns the defaults.
func DefaultConfig() Config { return Config{} }

// RegisterFlags defines the options on fs, bound to c.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {}

// Validate reports a bad option value.
func (c Config) Validate() error { return nil }

// Analyzer uses DefaultConfig.
var Analyzer = New(DefaultConfig())

// New returns an analyzer with the given configuration.
func New(cfg Config) *analysis.Analyzer {
	c := &cfg
	a := &analysis.Analyzer{
		Name:      "callbackretry",
		Doc:       analysisdoc.Extract(doc, "callbackretry"),
		URL:       analysisdoc.URL("callbackretry"),
		FactTypes: []analysis.Fact{new(callsModelFact), new(packageCallsModelFact)},
		Run: func(pass *analysis.Pass) (any, error) {
			if err := c.Validate(); err != nil {
				return nil, err
			}
			run(pass)
			return nil, nil
		},
	}
	c.RegisterFlags(&a.Flags)
	return a
}
