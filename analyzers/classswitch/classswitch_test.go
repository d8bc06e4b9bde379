package classswitch_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
)

// testdata is the shared GOPATH-style tree of fixtures and SDK stubs; go
// list wants an absolute GOPATH.
var testdata = func() string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		panic(err)
	}
	return dir
}()

func TestFlag(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata, classswitch.Analyzer, "classswitch/flag")
}
