package plugin_test

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

type quiet struct{}

func (quiet) Errorf(string, ...any) {}

// TestRelatedFoldedIntoMessage checks that the plugin's analyzers report
// each finding as one diagnostic, its related information in its message:
// a position in the same file by line, one in another file by file and
// line (golangci-lint would make each an issue of its own).
func TestRelatedFoldedIntoMessage(t *testing.T) {
	p, err := newPlugin(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	as, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	var classswitch *analysis.Analyzer
	for _, a := range as {
		if a.Name == "classswitch" {
			classswitch = a
		}
	}
	testdata, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{
		// alias.go: the default clause is in the same file.
		"switch on le.ErrorClass misses CallBudget, Unknown (related: line 18: default does not count as a case for them)": false,
		// nearest.go: a list too long for the message, named at each class's declaration.
		"map keyed by llmerr.ErrorClass misses 10 of its 13 values (related: class.go:24: no key for Transport; class.go:26: no key for Timeout; ": false,
	}
	for _, r := range analysistest.Run(quiet{}, testdata, classswitch, "classswitch/alias", "classswitch/nearest") {
		for _, d := range r.Diagnostics {
			if len(d.Related) != 0 {
				t.Errorf("%q: %d related positions left", d.Message, len(d.Related))
			}
			for w := range want {
				if strings.HasPrefix(d.Message, w) {
					want[w] = true
				}
			}
		}
	}
	for w, seen := range want {
		if !seen {
			t.Errorf("no message starts with %q", w)
		}
	}
}
