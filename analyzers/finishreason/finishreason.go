package finishreason

import (
	_ "embed"
	"flag"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
)

//go:embed doc.go
var doc string

// Config holds the options of the analyzer. The json tags are the
// golangci-lint settings keys; RegisterFlags defines the same options as
// command-line flags.
type Config struct {
	Strict bool `json:"strict"`
}

// DefaultConfig returns the defaults.
func DefaultConfig() Config { return Config{} }

// RegisterFlags defines the options on fs, bound to c.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	fs.BoolVar(&c.Strict, "strict", c.Strict,
		"a read of the finish reason that only feeds a log or print call does not count")
}

// Validate reports a bad option value.
func (c Config) Validate() error { return nil }

// Analyzer uses DefaultConfig; its flags change that configuration.
var Analyzer = New(DefaultConfig())

// New returns an analyzer with the given configuration.
func New(cfg Config) *analysis.Analyzer {
	c := &cfg
	a := &analysis.Analyzer{
		Name: "finishreason",
		Doc:  analysisdoc.Extract(doc, "finishreason"),
		URL:  analysisdoc.URL("finishreason"),
		Run: func(pass *analysis.Pass) (any, error) {
			if err := c.Validate(); err != nil {
				return nil, err
			}
			return nil, nil
		},
	}
	c.RegisterFlags(&a.Flags)
	return a
}
