package lazyinspect

import (
	"testing"

	"golang.org/x/tools/go/ast/inspector"
)

// BenchmarkNew and BenchmarkInspector compare the cost of building the
// index with x/tools' inspector on the same files; B/op is the point.
func BenchmarkNew(b *testing.B) {
	files := parseStd(b)
	b.ReportAllocs()
	for b.Loop() {
		New(files)
	}
}

func BenchmarkInspector(b *testing.B) {
	files := parseStd(b)
	b.ReportAllocs()
	for b.Loop() {
		inspector.New(files)
	}
}
