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
	analysistest.Run(t, testdata, apierrptr.Analyzer, "apierrptr/clean", "apierrptr/nollm", "apierrptr/fakeclient")
}

func TestTypeErrors(t *testing.T) {
	analysistest.Run(t, testdata, apierrptr.Analyzer, "apierrptr/typeerrors")
}
