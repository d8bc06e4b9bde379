package suppress_test

import (
	"go/token"
	"path/filepath"
	"slices"
	"testing"

	"go/ast"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

// testdata is the repository's shared GOPATH root.
func testdata(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("..", "..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

var known = []string{"testcheck", "othercheck"}

// riskyCalls reports every call to suppress/a.Risky, matched by object.
var riskyCalls = &analysis.Analyzer{
	Name: "testcheck",
	Doc:  "report calls to Risky",
	Run: func(pass *analysis.Pass) (any, error) {
		for _, call := range risky(pass) {
			pass.Reportf(call.Pos(), "call to Risky")
		}
		return nil, nil
	},
}

func risky(pass *analysis.Pass) []*ast.CallExpr {
	var calls []*ast.CallExpr
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if fn := typeutil.StaticCallee(pass.TypesInfo, call); fn != nil &&
				fn.Pkg().Path() == "suppress/a" && fn.Name() == "Risky" {
				calls = append(calls, call)
			}
			return true
		})
	}
	return calls
}

func TestFilterSuppressesAndSkipsGenerated(t *testing.T) {
	a := *riskyCalls
	a.Run = suppress.Filter(riskyCalls.Run)
	analysistest.Run(t, testdata(t), &a, "suppress/a")
}

// TestKept: Kept says of each diagnostic whether the filter reports it,
// before it is reported, and a pass outside Filter keeps everything.
func TestKept(t *testing.T) {
	var kept []token.Pos
	a := *riskyCalls
	a.Run = suppress.Filter(func(pass *analysis.Pass) (any, error) {
		for _, call := range risky(pass) {
			if suppress.Kept(pass, call.Pos()) {
				kept = append(kept, call.Pos())
			}
			pass.Reportf(call.Pos(), "call to Risky")
		}
		return nil, nil
	})
	var reported []token.Pos
	for _, r := range analysistest.Run(t, testdata(t), &a, "suppress/a") {
		for _, d := range r.Diagnostics {
			reported = append(reported, d.Pos)
		}
	}
	if len(reported) == 0 || !slices.Equal(kept, reported) {
		t.Errorf("Kept said %d positions, the filter reported %d", len(kept), len(reported))
	}
	if !suppress.Kept(&analysis.Pass{}, token.NoPos) {
		t.Errorf("a pass outside Filter drops a diagnostic")
	}
}

func TestDirectiveAnalyzerReportsMalformed(t *testing.T) {
	analysistest.Run(t, testdata(t), suppress.NewDirectiveAnalyzer(known), "suppress/directives")
}
