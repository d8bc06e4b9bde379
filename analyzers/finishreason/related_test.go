package finishreason_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
)

// TestRelatedPointsAtOrigin checks that a diagnostic on a wrapper's call
// carries related information pointing at where the response comes from:
// the model call itself in this package, the wrapper in another.
func TestRelatedPointsAtOrigin(t *testing.T) {
	results := analysistest.Run(t, testdata(t), finishreason.Analyzer, "finishreason/usehelpers")
	want := map[string]string{
		"usehelpers.ask":  "the response comes from genai.Models.GenerateContent here",
		"helpers.Ask:":    "helpers.Ask returns the unread response of genai.Models.GenerateContent",
		"helpers.Second:": "helpers.Second returns the unread response of genai.Models.GenerateContent",
	}
	found := map[string]bool{}
	for _, res := range results {
		fset := res.Pass.Fset
		for _, d := range res.Diagnostics {
			for key, rel := range want {
				if !strings.Contains(d.Message, key) {
					continue
				}
				if len(d.Related) != 1 || d.Related[0].Message != rel {
					t.Errorf("%s: related = %+v, want %q", fset.Position(d.Pos), d.Related, rel)
					continue
				}
				if !d.Related[0].Pos.IsValid() {
					t.Errorf("%s: related has no position", fset.Position(d.Pos))
				}
				found[key] = true
			}
		}
	}
	for key := range want {
		if !found[key] {
			t.Errorf("no diagnostic mentioning %q", key)
		}
	}
}
