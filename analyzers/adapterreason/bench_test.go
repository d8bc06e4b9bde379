package adapterreason_test

import (
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/adapterreason"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/benchkit"
)

// BenchmarkFastPath runs the analyzer over encoding/json and everything it
// imports, code that touches no LLM API: every package takes the fast
// path. BenchmarkFixtures is the same over code full of model calls.
func BenchmarkFastPath(b *testing.B) {
	benchkit.Analyze(b, adapterreason.Analyzer, benchkit.Load(b, "", "encoding/json"))
}

func BenchmarkFixtures(b *testing.B) {
	benchkit.Analyze(b, adapterreason.Analyzer, benchkit.Load(b, testdata, "adapterreason/adk", "adapterreason/langchain"))
}
