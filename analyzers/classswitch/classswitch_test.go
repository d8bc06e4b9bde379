package classswitch_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
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

func TestShouldFlag(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata, classswitch.Analyzer,
		"classswitch/flag", "classswitch/alias", "classswitch/dot", "classswitch/ignore", "classswitch/nearest")
}

func TestShouldNotFlag(t *testing.T) {
	analysistest.Run(t, testdata, classswitch.Analyzer, "classswitch/clean", "classswitch/unrelated")
}

func TestDefaultSignifiesExhaustive(t *testing.T) {
	a := classswitch.New(classswitch.Config{DefaultSignifiesExhaustive: true})
	analysistest.RunWithSuggestedFixes(t, testdata, a, "classswitch/defaultok")
}

func TestTypeErrors(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testdata, classswitch.Analyzer, "classswitch/typeerrors")
}

func TestTypesLocalEnum(t *testing.T) {
	a := newWithFlags(t, "-types=classswitch/local.color")
	analysistest.RunWithSuggestedFixes(t, testdata, a, "classswitch/local")
}

func TestTypesGenai(t *testing.T) {
	a := newWithFlags(t, "-types", "google.golang.org/genai.FinishReason, google.golang.org/genai.BlockedReason")
	analysistest.RunWithSuggestedFixes(t, testdata, a, "classswitch/genai")
}

func TestTypesLangchain(t *testing.T) {
	a := classswitch.New(classswitch.Config{Types: []string{"github.com/tmc/langchaingo/llms.ErrorCode"}})
	analysistest.RunWithSuggestedFixes(t, testdata, a, "classswitch/langchain")
}

// Without -types, only llmerr.ErrorClass is checked.
func TestTypesNotGiven(t *testing.T) {
	for _, pkg := range []string{"classswitch/genai", "classswitch/local"} {
		if diags := diagnostics(t, classswitch.Analyzer, testdata, pkg); len(diags) != 0 {
			t.Errorf("%s: got %d diagnostics without -types, want 0; first: %s", pkg, len(diags), diags[0].Message)
		}
	}
}

// newWithFlags returns an analyzer configured through its flags, as the
// command line does.
func newWithFlags(t *testing.T, args ...string) *analysis.Analyzer {
	t.Helper()
	a := classswitch.New(classswitch.Config{})
	if err := a.Flags.Parse(args); err != nil {
		t.Fatal(err)
	}
	return a
}

// quiet is an analysistest.Testing that ignores // want mismatches.
type quiet struct{}

func (quiet) Errorf(string, ...any) {}

// diagnostics runs a on the packages and returns what it reports, failing
// the test if the analyzer itself fails.
func diagnostics(t *testing.T, a *analysis.Analyzer, dir string, pkgs ...string) []analysis.Diagnostic {
	t.Helper()
	var out []analysis.Diagnostic
	for _, r := range analysistest.Run(quiet{}, dir, a, pkgs...) {
		if r.Err != nil {
			t.Errorf("%s: %v", r.Action, r.Err)
		}
		out = append(out, r.Diagnostics...)
	}
	return out
}
