package swallowedconfig_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/benchkit"
	"github.com/llmerrlint/llmerrlint/analyzers/swallowedconfig"
)

// BenchmarkFastPath runs the analyzer on a package that imports no SDK
// but is full of error-substituting functions: it must cost almost
// nothing.
func BenchmarkFastPath(b *testing.B) {
	var src strings.Builder
	src.WriteString("package p\n\nimport (\n\t\"context\"\n\t\"errors\"\n)\n\ntype response struct{ text string }\n\n")
	for i := range 200 {
		fmt.Fprintf(&src, `func onError%d(ctx context.Context, req *response, err error) (*response, error) {
	if errors.Is(err, context.Canceled) {
		return nil, err
	}
	return &response{text: "try again later"}, nil
}

`, i)
	}
	benchkit.Run(b, swallowedconfig.Analyzer, src.String())
}
