package apierrptr_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/apierrptr"
)

var testdata, _ = filepath.Abs(filepath.Join("..", "..", "testdata"))

func TestShouldFlag(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata, apierrptr.Analyzer, "apierrptr/flag")
}

func TestShouldNotFlag(t *testing.T) {
	analysistest.Run(t, testdata, apierrptr.Analyzer, "apierrptr/clean", "apierrptr/nollm")
}

// TestConstruction: a pointer built into an error silences the pointer
// checks of its own function, and of those that call a function returning
// it, not the package's; an errors.As target builds no error.
func TestConstruction(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata, apierrptr.Analyzer, "apierrptr/fakeclient", "apierrptr/target")
}

func TestTypeErrors(t *testing.T) {
	analysistest.Run(t, testdata, apierrptr.Analyzer, "apierrptr/typeerrors")
}
