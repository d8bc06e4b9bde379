package errtext_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
)

// TestPatternTables: needles kept in tables of structs built by small
// constructors (substr("429"), rxp(`rate[_ ]limit`)) or struct literals,
// and searched by a helper that reads their fields, are the needles of
// the helper's call, in a package that imports an SDK and in a
// classification package that imports none.
func TestPatternTables(t *testing.T) {
	analysistest.Run(t, testdata, errtext.Analyzer, "errtext/patterntable", "errtext/patternapp")
}
