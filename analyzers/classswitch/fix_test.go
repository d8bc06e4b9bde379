package classswitch_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
)

// TestNoFixWithoutKnownBody checks the findings that get no fix: a class
// with no twin in the switch, twins in two clauses, a twin's clause that
// names a class, a map, and the enums of -types, which have no taxonomy.
// (The fixes that are made are checked against the golden files.)
func TestNoFixWithoutKnownBody(t *testing.T) {
	noFix := map[string]bool{
		"switch on llmerr.ErrorClass misses Server":                  true,
		"switch on llmerr.ErrorClass misses Timeout":                 true,
		"switch on llmerr.ErrorClass misses Truncated, ToolProtocol": true,
		"map keyed by llmerr.ErrorClass misses 10 of its 13 values":  true,
	}
	seen := 0
	for _, d := range diagnostics(t, classswitch.Analyzer, testdata, "classswitch/nearest") {
		if noFix[d.Message] {
			seen++
			if len(d.SuggestedFixes) != 0 {
				t.Errorf("%q: got fix %q, want none", d.Message, d.SuggestedFixes[0].Message)
			}
		}
	}
	if seen != len(noFix) {
		t.Errorf("saw %d of the %d findings without a fix", seen, len(noFix))
	}
	a := newWithFlags(t, "-types", "google.golang.org/genai.FinishReason,google.golang.org/genai.BlockedReason,classswitch/local.color")
	for _, d := range diagnostics(t, a, testdata, "classswitch/genai", "classswitch/local") {
		if len(d.SuggestedFixes) != 0 {
			t.Errorf("%q: got fix %q on an enum of -types, want none", d.Message, d.SuggestedFixes[0].Message)
		}
	}
}

// TestFixMessageNamesTwins checks that the fix says which class each
// missing class is handled as.
func TestFixMessageNamesTwins(t *testing.T) {
	const want = "Handle Transport, Timeout as RateLimited; NotFound as Auth"
	for _, d := range diagnostics(t, classswitch.Analyzer, testdata, "classswitch/nearest") {
		if d.Message == "switch on llmerr.ErrorClass misses Transport, Timeout, NotFound, Truncated" {
			if len(d.SuggestedFixes) != 1 || d.SuggestedFixes[0].Message != want {
				t.Errorf("fixes %+v, want one: %q", d.SuggestedFixes, want)
			}
			return
		}
	}
	t.Error("shouldRetry's finding not reported")
}

// TestRelatedNamesEachMissing checks that a message too long to list the
// missing classes names their number, and that its related information
// names each one at its declaration in llmerr.
func TestRelatedNamesEachMissing(t *testing.T) {
	for _, r := range analysistest.Run(quiet{}, testdata, classswitch.Analyzer, "classswitch/nearest") {
		for _, d := range r.Diagnostics {
			if d.Message != "map keyed by llmerr.ErrorClass misses 10 of its 13 values" {
				continue
			}
			if len(d.Related) != 10 || d.Related[0].Message != "no key for Transport" || d.Related[9].Message != "no key for Unknown" {
				t.Fatalf("related %+v, want ten, Transport to Unknown", d.Related)
			}
			if at := r.Pass.Fset.Position(d.Related[0].Pos); filepath.Base(at.Filename) != "class.go" {
				t.Errorf("related at %s, want llmerr's class.go", at)
			}
			return
		}
	}
	t.Error("backoffSeconds' finding not reported")
}
