package callbackretry_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/callbackretry"
)

var testdata, _ = filepath.Abs(filepath.Join("..", "..", "testdata"))

func TestCallbackRetry(t *testing.T) {
	analysistest.Run(t, testdata, callbackretry.Analyzer,
		"callbackretry/helpers", "callbackretry/a", "callbackretry/v1", "callbackretry/nollm",
		"callbackretry/waithelpers", "callbackretry/waits")
}
