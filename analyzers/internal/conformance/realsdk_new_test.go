package conformance

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/llmerrlint/llmerrlint/analyzers/apierrptr"
	"github.com/llmerrlint/llmerrlint/analyzers/swallowedconfig"
)

// TestErrorAnalyzersOnRealSDKs runs apierrptr and swallowedconfig on
// testdata/realsdk/typedcheck, which imports the real SDKs: the error
// types' aliases (openai.Error), receivers and ADK's callback types must
// match there as they do in the stubs. The package carries no want
// comments (TestFinishReasonOnRealSDKs reads the same module); lines
// marked "realsdk: <analyzer>" are the expected findings.
func TestErrorAnalyzersOnRealSDKs(t *testing.T) {
	dir := prepareRealModule(t, "testdata/realsdk")
	file := filepath.Join(dir, "typedcheck", "typedcheck.go")
	want := markers(t, file)
	var got []string
	for _, a := range []*analysis.Analyzer{apierrptr.Analyzer, swallowedconfig.Analyzer} {
		for _, r := range analysistest.Run(ignoreWants{}, dir, a, "./typedcheck") {
			if r.Err != nil {
				t.Fatalf("%s: %v", a.Name, r.Err)
			}
			for _, d := range r.Diagnostics {
				got = append(got, fmt.Sprintf("%d: %s", r.Pass.Fset.Position(d.Pos).Line, a.Name))
			}
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("findings %v, want %v", got, want)
	}
}

var realsdkMarker = regexp.MustCompile(`// realsdk: (\w+)`)

func markers(t *testing.T, file string) []string {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		if m := realsdkMarker.FindStringSubmatch(sc.Text()); m != nil {
			out = append(out, fmt.Sprintf("%d: %s", line, m[1]))
		}
	}
	slices.Sort(out)
	return out
}

// ignoreWants is an analysistest.Testing that ignores want mismatches:
// the fixture has none, and the test compares the findings itself.
type ignoreWants struct{}

func (ignoreWants) Errorf(string, ...any) {}
