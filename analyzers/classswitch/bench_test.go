package classswitch_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
)

// benchSource returns a file with n functions, each with an incomplete
// expression switch, a tagless switch and a policy table.
func benchSource(n int, importLLMErr bool) []byte {
	var b strings.Builder
	b.WriteString("package p\n\n")
	typ, c1, c2 := "uint8", "1", "2"
	if importLLMErr {
		b.WriteString("import \"github.com/llmerrlint/llmerrlint/llmerr\"\n\n")
		typ, c1, c2 = "llmerr.ErrorClass", "llmerr.Transport", "llmerr.Timeout"
	}
	for i := range n {
		fmt.Fprintf(&b, `func f%d(c %[2]s) int {
	m := map[%[2]s]int{%[3]s: 1, %[4]s: 2}
	switch {
	case c == %[3]s || c == %[4]s:
		return m[c]
	}
	switch c {
	case %[3]s:
		return 1
	case %[4]s:
		return 2
	default:
		return 0
	}
}

`, i, typ, c1, c2)
	}
	return []byte(b.String())
}

func benchmarkRun(b *testing.B, importLLMErr bool) {
	c := check(benchSource(200, importLLMErr))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := c.run(classswitch.Analyzer); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRun checks 600 switches and tables over llmerr.ErrorClass.
func BenchmarkRun(b *testing.B) { benchmarkRun(b, true) }

// BenchmarkFastPath runs on the same code with no llmerr import.
func BenchmarkFastPath(b *testing.B) { benchmarkRun(b, false) }
