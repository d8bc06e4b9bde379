package conformance

import (
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
)

// TestErrTextOnRealSDKs runs errtext on testdata/realsdk/errclass: a
// classification package that imports no SDK, called with the real SDKs'
// errors, and the errors of ADK's real runner. Lines marked "realsdk:
// errtext" are the expected findings.
func TestErrTextOnRealSDKs(t *testing.T) {
	dir := prepareRealModule(t, "testdata/realsdk")
	var want []string
	for _, file := range []string{"errclass/modelerrors/modelerrors.go", "errclass/app/app.go"} {
		for _, m := range markers(t, filepath.Join(dir, file)) {
			want = append(want, filepath.Base(file)+":"+m)
		}
	}
	var got []string
	for _, r := range analysistest.Run(ignoreWants{}, dir, errtext.Analyzer, "./errclass/...") {
		if r.Err != nil {
			t.Fatalf("errtext: %v", r.Err)
		}
		for _, d := range r.Diagnostics {
			p := r.Pass.Fset.Position(d.Pos)
			got = append(got, fmt.Sprintf("%s:%d: errtext", filepath.Base(p.Filename), p.Line))
		}
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("findings %v, want %v", got, want)
	}
}
