package suppress_test

import (
	"path/filepath"
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
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				if fn := typeutil.StaticCallee(pass.TypesInfo, call); fn != nil &&
					fn.Pkg().Path() == "suppress/a" && fn.Name() == "Risky" {
					pass.Reportf(call.Pos(), "call to Risky")
				}
				return true
			})
		}
		return nil, nil
	},
}

func TestFilterSuppressesAndSkipsGenerated(t *testing.T) {
	a := *riskyCalls
	a.Run = suppress.Filter(riskyCalls.Run)
	analysistest.Run(t, testdata(t), &a, "suppress/a")
}

func TestDirectiveAnalyzerReportsMalformed(t *testing.T) {
	analysistest.Run(t, testdata(t), suppress.NewDirectiveAnalyzer(known), "suppress/directives")
}
