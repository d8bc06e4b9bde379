package errtext_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
)

// TestImportedImplementations: an interface whose implementations, in
// packages its own imports, return an SDK's errors returns them too, and
// a caller in a third package classifying them by their text is
// reported; the same method of an interface implemented there only by a
// database-backed type returns no LLM error.
func TestImportedImplementations(t *testing.T) {
	analysistest.Run(t, testdata, errtext.Analyzer, "errtext/provider/geminiprov", "errtext/provider/replaycache", "errtext/provider", "errtext/agentloop")
}
