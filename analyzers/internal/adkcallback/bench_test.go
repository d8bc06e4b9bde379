package adkcallback_test

import (
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/callbackretry"
	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/adkcallback"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/benchkit"
	"github.com/llmerrlint/llmerrlint/analyzers/swallowedconfig"
)

// judges runs the three analyzers that judge callbacks on every package.
var judges = &analysis.Analyzer{
	Name:     "judges",
	Doc:      "run finishreason, callbackretry and swallowedconfig together",
	Requires: []*analysis.Analyzer{finishreason.Analyzer, callbackretry.Analyzer, swallowedconfig.Analyzer},
	Run:      func(*analysis.Pass) (any, error) { return nil, nil },
}

// BenchmarkJudges times the analyzers that judge callbacks over packages
// that have some, through the checker, facts and all: what sharing the
// finder saves them, among everything else they do.
func BenchmarkJudges(b *testing.B) {
	benchkit.Analyze(b, judges, benchkit.Load(b, adkcallback.Testdata, adkcallback.CallbackFixtures...))
}
