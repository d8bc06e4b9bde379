package errtext_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
)

// TestClassifierPackages: an application's classification package that
// imports no SDK exports the searches of its error parameters that can
// classify an LLM error, and a call of one with a model's error is
// reported in the caller's package; a package that searches for other
// words (a session store's, a database's) exports nothing.
func TestClassifierPackages(t *testing.T) {
	analysistest.Run(t, testdata, errtext.Analyzer, "errtext/modelerrors", "errtext/sessionerrs", "errtext/retrypolicy", "errtext/modelapp")
}

// TestNeedlesOfEverySearch: a classifier whose first search is for
// words outside the LLM failure vocabulary and a later one for words of
// it is a classifier; one whose every search is outside it is none.
func TestNeedlesOfEverySearch(t *testing.T) {
	analysistest.Run(t, testdata, errtext.Analyzer, "errtext/mediaclass", "errtext/mediaapp")
}
