// This file tests finishreason's suggested fix against golden files.
package finishreason_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
)

func TestFix(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata(t), finishreason.Analyzer, "finishreason/fix", "finishreason/fixstream")
}
