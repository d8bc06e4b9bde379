package callbackretry

import (
	_ "embed"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/adkcallback"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

//go:embed doc.go
var doc string

// Config holds the options of the analyzer; the zero Config is the
// default. The json tags are the golangci-lint settings keys; the same
// options are the flags -callbackretry.<key>.
type Config struct {
	// Funcs names more retry, backoff or polling functions, each as
	// "importpath.Func" or "importpath.Type.Method", e.g.
	// "example.com/platform/retry.Do".
	Funcs FuncList `json:"funcs"`
}

// Analyzer has the default configuration; its flags change it.
var Analyzer = New(Config{})

// New returns an analyzer with the given configuration. The Funcs entries
// must be valid (FuncList.Set accepts them); malformed ones never match.
func New(cfg Config) *analysis.Analyzer {
	c := &cfg
	a := &analysis.Analyzer{
		Name:      "callbackretry",
		Doc:       analysisdoc.Extract(doc, "callbackretry"),
		URL:       analysisdoc.URL("callbackretry"),
		FactTypes: []analysis.Fact{new(retriesFacts)},
		Requires:  []*analysis.Analyzer{pkginspect.Analyzer, adkcallback.Analyzer},
		Run: suppress.Filter(func(pass *analysis.Pass) (any, error) {
			run(pass, newFuncSet(c.Funcs))
			return nil, nil
		}),
	}
	a.Flags.Var(&c.Funcs, "funcs",
		"more retry or polling functions, as importpath.Func or importpath.Type.Method, comma-separated")
	return a
}
