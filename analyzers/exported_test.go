package analyzers_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers"
	"github.com/llmerrlint/llmerrlint/analyzers/apierrptr"
	"github.com/llmerrlint/llmerrlint/analyzers/callbackretry"
	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
	"github.com/llmerrlint/llmerrlint/analyzers/swallowedconfig"
)

// TestExportedAnalyzersFilterLikeTheRegistry runs each package's exported
// Analyzer on its own, as nogo or a custom multichecker would, and the
// registry's analyzer of the same name, over one fixture per analyzer: a
// finding, the same finding under //llmerrlint:ignore, and again in a
// generated file. Both must report only the first.
func TestExportedAnalyzersFilterLikeTheRegistry(t *testing.T) {
	testdata, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	exported := map[string]*analysis.Analyzer{
		"finishreason":    finishreason.Analyzer,
		"errtext":         errtext.Analyzer,
		"classswitch":     classswitch.Analyzer,
		"callbackretry":   callbackretry.Analyzer,
		"apierrptr":       apierrptr.Analyzer,
		"swallowedconfig": swallowedconfig.Analyzer,
	}
	registry := map[string]*analysis.Analyzer{}
	for _, a := range analyzers.Default() {
		registry[a.Name] = a
	}
	for _, name := range analyzers.Names() {
		t.Run(name, func(t *testing.T) {
			a, ok := exported[name]
			if !ok {
				t.Fatalf("no exported Analyzer listed for %s: add it to this test and a fixture under suppress/exported", name)
			}
			analysistest.Run(t, testdata, a, "suppress/exported/"+name)
			analysistest.Run(t, testdata, registry[name], "suppress/exported/"+name)
		})
	}
}
