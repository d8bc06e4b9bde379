package errtext_test

import (
	"os"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers/errtext"
)

// loadAll loads patterns from testdata/src and returns every package of
// their import graph as a root, so that the analyzer runs on each of them
// whether it has facts or not: the benchmarks measure its cost per
// package, not the driver's choice of packages.
func loadAll(b *testing.B, patterns ...string) []*packages.Package {
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  testdata,
		Env:  append(os.Environ(), "GOPATH="+testdata, "GO111MODULE=off", "GOPROXY=off", "GOFLAGS="),
	}
	roots, err := packages.Load(cfg, patterns...)
	if err != nil {
		b.Fatal(err)
	}
	var all []*packages.Package
	packages.Visit(roots, nil, func(p *packages.Package) { all = append(all, p) })
	return all
}

func benchmarkAnalyze(b *testing.B, patterns ...string) {
	pkgs := loadAll(b, patterns...)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := checker.Analyze([]*analysis.Analyzer{errtext.Analyzer}, pkgs, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNoLLMCode runs errtext over net/http and everything it
// imports: no package imports an LLM API or a package with errtext's
// facts, so each takes the fast path.
func BenchmarkNoLLMCode(b *testing.B) { benchmarkAnalyze(b, "net/http", "errtext/nollm") }

// BenchmarkLLMCode runs errtext over its fixtures that call models,
// through interfaces and helpers across packages.
func BenchmarkLLMCode(b *testing.B) {
	benchmarkAnalyze(b, "errtext/origin", "errtext/chat", "errtext/service")
}
