package adapterreason_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/adapterreason"
)

var testdata, _ = filepath.Abs(filepath.Join("..", "..", "testdata"))

func TestAdapterReason(t *testing.T) {
	analysistest.Run(t, testdata, adapterreason.Analyzer,
		"adapterreason/adk", "adapterreason/v1", "adapterreason/langchain",
		"adapterreason/external", "adapterreason/nollm", "adapterreason/reasonmap", "adapterreason/reasonmapgenkit", "adapterreason/partialswitch", "adapterreason/synth", "adapterreason/refusal")
}

// TestTypeErrors runs on a package that does not type-check: no crash.
func TestTypeErrors(t *testing.T) {
	analysistest.Run(t, testdata, adapterreason.Analyzer, "adapterreason/typeerr")
}
