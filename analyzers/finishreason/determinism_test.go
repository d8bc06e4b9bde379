package finishreason_test

import (
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/twice"
)

// TestDeterministic runs the analyzer twice over a package with several
// model calls and wrappers, and over every fixture, and compares.
func TestDeterministic(t *testing.T) {
	dir := testdata(t)
	for _, patterns := range [][]string{{"finishreason/usehelpers"}, {"finishreason/..."}} {
		first := twice.Output(dir, finishreason.Analyzer, patterns...)
		if second := twice.Output(dir, finishreason.Analyzer, patterns...); first != second {
			t.Errorf("%v: two runs differ:\n%s\n----\n%s", patterns, first, second)
		}
		if first == "" {
			t.Errorf("%v: no output", patterns)
		}
	}
}
