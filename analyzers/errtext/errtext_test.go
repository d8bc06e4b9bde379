package errtext_test

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
)

var testdata, _ = filepath.Abs(filepath.Join("..", "..", "testdata"))

func TestDefaultScope(t *testing.T) {
	analysistest.Run(t, testdata, errtext.Analyzer, "errtext/a", "errtext/seam", "errtext/nollm", "errtext/origin", "errtext/ai", "errtext/chat", "errtext/llmutil", "errtext/service", "errtext/dispatch")
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
	a := errtext.New(errtext.Config{})
	if err := a.Flags.Set("scope", "all"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, testdata, a, "errtext/all")
}

func TestScopeFlagRejectsBadValue(t *testing.T) {
	a := errtext.New(errtext.Config{})
	err := a.Flags.Set("scope", "everything")
	if err == nil || !strings.Contains(err.Error(), `want "llm" or "all"`) {
		t.Errorf("Set(scope=everything) = %v", err)
	}
	if got := a.Flags.Lookup("scope").DefValue; got != "llm" {
		t.Errorf("scope default shown as %q, want llm", got)
	}
}

// TestFix checks the suggested fixes against the golden files; in
// errtext/notinbuild, whose build lacks llmerr and its providers, any fix
// would fail for want of a golden file.
func TestFix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata, errtext.Analyzer, "errtext/fix", "errtext/notinbuild")
}
