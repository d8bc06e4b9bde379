package errtext

import (
	_ "embed"
	"flag"
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
)

//go:embed doc.go
var doc string

// Scopes.
const (
	ScopeLLM = "llm" // functions that refer to an LLM API
	ScopeAll = "all" // every function
)

// Config holds the options of the analyzer. The json tags are the
// golangci-lint settings keys; RegisterFlags defines the same options as
// command-line flags.
type Config struct {
	Scope string `json:"scope"`
}

// DefaultConfig returns the defaults.
func DefaultConfig() Config { return Config{Scope: ScopeLLM} }

// RegisterFlags defines the options on fs, bound to c.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.Scope, "scope", c.Scope,
		`which functions to check: "llm" (those that refer to an LLM API) or "all"`)
}

// Validate reports a bad option value.
func (c Config) Validate() error {
	switch c.Scope {
	case ScopeLLM, ScopeAll:
		return nil
	}
	return fmt.Errorf("errtext: invalid scope %q: want %q or %q", c.Scope, ScopeLLM, ScopeAll)
}

// Analyzer uses DefaultConfig; its flags change that configuration.
var Analyzer = New(DefaultConfig())

// New returns an analyzer with the given configuration.
func New(cfg Config) *analysis.Analyzer {
	c := &cfg
	a := &analysis.Analyzer{
		Name: "errtext",
		Doc:  analysisdoc.Extract(doc, "errtext"),
		URL:  analysisdoc.URL("errtext"),
		// The check needs only the types of the expressions it matches, so
		// it is useful, and safe, on code that does not compile yet.
		RunDespiteErrors: true,
		Run: func(pass *analysis.Pass) (any, error) {
			if err := c.Validate(); err != nil {
				return nil, err
			}
			run(pass, c.Scope == ScopeAll)
			return nil, nil
		},
	}
	c.RegisterFlags(&a.Flags)
	return a
}
