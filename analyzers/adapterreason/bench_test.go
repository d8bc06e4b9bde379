package adapterreason_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers/adapterreason"
)

// BenchmarkFastPath runs the analyzer over encoding/json and everything it
// imports, code that touches no LLM API: every package takes the fast
// path. BenchmarkFixtures is the same over code full of model calls.
func BenchmarkFastPath(b *testing.B) {
	benchmark(b, load(b, "", "encoding/json"))
}

func BenchmarkFixtures(b *testing.B) {
	benchmark(b, load(b, testdata, "adapterreason/adk", "adapterreason/langchain"))
}

func benchmark(b *testing.B, pkgs []*packages.Package) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := checker.Analyze([]*analysis.Analyzer{adapterreason.Analyzer}, pkgs, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// load loads patterns with their dependencies, from the GOPATH gopath
// when it is not empty.
func load(b *testing.B, gopath string, patterns ...string) []*packages.Package {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax}
	if gopath != "" {
		cfg.Dir = filepath.Join(gopath, "src")
		cfg.Env = append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOPROXY=off", "GOWORK=off")
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		b.Fatal(err)
	}
	return pkgs
}
