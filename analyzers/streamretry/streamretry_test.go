package streamretry_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/streamretry"
)

var testdata, _ = filepath.Abs(filepath.Join("..", "..", "testdata"))

func TestStreamRetry(t *testing.T) {
	analysistest.Run(t, testdata, streamretry.Analyzer,
		"streamretry/adk", "streamretry/sdks", "streamretry/langchain",
		"streamretry/bedrock", "streamretry/genkit", "streamretry/nollm", "streamretry/breakretry", "streamretry/libretry", "streamretry/runnersse")
}

// TestTypeErrors runs on a package that does not type-check: no crash.
func TestTypeErrors(t *testing.T) {
	analysistest.Run(t, testdata, streamretry.Analyzer, "streamretry/typeerr")
}
