package errtext

import (
	_ "embed"
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/analysisdoc"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

//go:embed doc.go
var doc string

// Scope selects the errors the analyzer checks. It is a flag.Value
// whose Set rejects anything but its constants; "" means ScopeLLM.
type Scope string

// Scopes.
const (
	ScopeLLM Scope = "llm" // errors that can come from an LLM API
	ScopeAll Scope = "all" // every error
)

func (s Scope) String() string {
	if s == "" {
		return string(ScopeLLM)
	}
	return string(s)
}

// Set accepts "llm" or "all" ("" is the default, "llm").
func (s *Scope) Set(v string) error {
	switch Scope(v) {
	case "", ScopeLLM, ScopeAll:
		*s = Scope(v)
		return nil
	}
	return fmt.Errorf("%q is not a scope: want %q or %q", v, ScopeLLM, ScopeAll)
}

// UnmarshalText makes settings go through Set.
func (s *Scope) UnmarshalText(b []byte) error { return s.Set(string(b)) }

// Config holds the options of the analyzer; the zero Config is the
// default. The json tags are the golangci-lint settings keys; the same
// options are the flags -errtext.<key>.
type Config struct {
	Scope Scope `json:"scope"`
}

// Analyzer has the default configuration; its flags change it.
var Analyzer = New(Config{})

// New returns an analyzer with the given configuration. It panics on a
// scope that Scope.Set rejects.
func New(cfg Config) *analysis.Analyzer {
	c := &cfg
	if err := new(Scope).Set(string(c.Scope)); err != nil {
		panic("errtext.New: " + err.Error())
	}
	a := &analysis.Analyzer{
		Name: "errtext",
		Doc:  analysisdoc.Extract(doc, "errtext"),
		URL:  analysisdoc.URL("errtext"),
		// The check needs only the types of the expressions it matches, so
		// it is useful, and safe, on code that does not compile yet.
		RunDespiteErrors: true,
		FactTypes:        []analysis.Fact{new(errtextFacts)},
		Requires:         []*analysis.Analyzer{pkginspect.Analyzer},
		Run: suppress.Filter(func(pass *analysis.Pass) (any, error) {
			run(pass, c.Scope == ScopeAll)
			return nil, nil
		}),
	}
	a.Flags.Var(&c.Scope, "scope", `which errors to check: "llm" (those that can come from an LLM API) or "all"`)
	return a
}
