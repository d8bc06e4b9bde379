package errtext_test

import (
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/twice"
)

// TestTwoRunsAgree runs errtext twice over its fixtures, whose facts
// (helpers, interface methods, several providers) cross packages: the
// output must be the same bytes.
func TestTwoRunsAgree(t *testing.T) {
	patterns := []string{"errtext/..."}
	first := twice.Output(testdata, errtext.Analyzer, patterns...)
	if second := twice.Output(testdata, errtext.Analyzer, patterns...); first != second {
		t.Errorf("two runs differ:\n%s\n----\n%s", first, second)
	}
	if first == "" {
		t.Error("no output")
	}
}
