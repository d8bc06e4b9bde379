package apierrptr_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/apierrptr"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/benchkit"
)

// BenchmarkFastPath runs the analyzer on a package that imports no SDK
// but is full of typed error checks: it must cost almost nothing.
func BenchmarkFastPath(b *testing.B) {
	var src strings.Builder
	src.WriteString("package p\n\nimport (\n\t\"errors\"\n\t\"io/fs\"\n)\n\n")
	for i := range 200 {
		fmt.Fprintf(&src, `func f%d(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Path
	}
	if e, ok := err.(*fs.PathError); ok {
		return e.Op
	}
	return ""
}

`, i)
	}
	benchkit.Run(b, apierrptr.Analyzer, src.String())
}
