package errtext_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
)

// TestRunnerErrors: ADK's runner and services fail for reasons of their
// own too; a search of their errors for words outside the LLM failure
// vocabulary is not reported, in the package or through a fact.
func TestRunnerErrors(t *testing.T) {
	analysistest.Run(t, testdata, errtext.Analyzer, "errtext/agentsvc", "errtext/agentapp")
}
