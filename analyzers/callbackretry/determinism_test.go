package callbackretry_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/callbackretry"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/twice"
)

// TestTwoModelCalls checks the fixture whose function reaches two model
// calls, then that two runs name the same one.
func TestTwoModelCalls(t *testing.T) {
	analysistest.Run(t, testdata, callbackretry.Analyzer, "callbackretry/twocalls")
	for _, patterns := range [][]string{{"callbackretry/twocalls"}, {"callbackretry/..."}} {
		first := twice.Output(testdata, callbackretry.Analyzer, patterns...)
		if second := twice.Output(testdata, callbackretry.Analyzer, patterns...); first != second {
			t.Errorf("%v: two runs differ:\n%s\n----\n%s", patterns, first, second)
		}
		if first == "" {
			t.Errorf("%v: no output", patterns)
		}
	}
}
