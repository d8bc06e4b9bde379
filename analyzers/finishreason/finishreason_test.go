package finishreason_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
)

func testdata(t testing.TB) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestFixtures runs the analyzer on every fixture package under
// testdata/src/finishreason (fixturePackages), so that a fixture folder
// added there (a new SDK's) is tested without a line here: the packages
// of configured with their options, the others together with the
// defaults.
func TestFixtures(t *testing.T) {
	var defaults []string
	for _, pkg := range fixturePackages(t) {
		if a, ok := configured[pkg]; ok {
			t.Run(pkg, func(t *testing.T) { analysistest.Run(t, testdata(t), a, pkg) })
			continue
		}
		defaults = append(defaults, pkg)
	}
	analysistest.Run(t, testdata(t), finishreason.Analyzer, defaults...)
}

// configured are the fixture packages that need options.
var configured = map[string]*analysis.Analyzer{
	"finishreason/strict": finishreason.New(finishreason.Config{Strict: true}),
}
