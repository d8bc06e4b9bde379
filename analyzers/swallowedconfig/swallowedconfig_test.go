package swallowedconfig_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/swallowedconfig"
)

var testdata, _ = filepath.Abs(filepath.Join("..", "..", "testdata"))

func TestShouldFlag(t *testing.T) {
	analysistest.Run(t, testdata, swallowedconfig.Analyzer,
		"swallowedconfig/flag", "swallowedconfig/v1", "swallowedconfig/helpers", "swallowedconfig/user")
}

func TestShouldNotFlag(t *testing.T) {
	analysistest.Run(t, testdata, swallowedconfig.Analyzer, "swallowedconfig/clean")
}

func TestTypeErrors(t *testing.T) {
	analysistest.Run(t, testdata, swallowedconfig.Analyzer, "swallowedconfig/typeerrors")
}
