package errtext_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
)

var testdata, _ = filepath.Abs(filepath.Join("..", "..", "testdata"))

func TestDefaultScope(t *testing.T) {
	analysistest.Run(t, testdata, errtext.Analyzer, "errtext/a", "errtext/nollm")
}

// Code with type errors is analysed as far as its types are known, and
// never crashes the analyzer.
func TestTypeErrors(t *testing.T) {
	analysistest.Run(t, testdata, errtext.Analyzer, "errtext/broken")
}

func TestScopeAll(t *testing.T) {
	a := errtext.New(errtext.Config{Scope: errtext.ScopeAll})
	analysistest.Run(t, testdata, a, "errtext/all")
}

func TestFlag(t *testing.T) {
	a := errtext.New(errtext.DefaultConfig())
	if err := a.Flags.Set("scope", "all"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, a, "errtext/all")
}

func TestValidate(t *testing.T) {
	if err := (errtext.Config{Scope: "everything"}).Validate(); err == nil {
		t.Error("Validate accepted scope \"everything\"")
	}
	if err := errtext.DefaultConfig().Validate(); err != nil {
		t.Errorf("Validate(DefaultConfig()) = %v", err)
	}
}
