package analyzers_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers"
)

// TestCorpusNeverPanics runs every analyzer, with its default options,
// over every package under testdata/src: the fixtures of all analyzers
// (well-typed, ill-typed, generated), and the SDK stubs. Each analyzer's
// own tests check what it reports; this one checks that none of them
// crashes on code written for another.
func TestCorpusNeverPanics(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every fixture package")
	}
	pkgs := loadFixturePackages(t)
	if len(pkgs) < 20 {
		t.Fatalf("loaded only %d fixture packages", len(pkgs))
	}
	graph, err := checker.Analyze(analyzers.Default(), pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	for act := range graph.All() {
		if act.Err != nil && !act.Package.IllTyped {
			t.Errorf("%s on %s: %v", act.Analyzer.Name, act.Package.PkgPath, act.Err)
		}
	}
}

// BenchmarkNoLLMCode runs every analyzer over net/http and everything it
// imports: a large graph that touches no LLM API, where every analyzer
// should take its fast path. Compare with BenchmarkFixtures.
func BenchmarkNoLLMCode(b *testing.B) {
	benchmarkAll(b, "", "net/http")
}

// BenchmarkFixtures runs every analyzer over the fixtures of the finishreason
// analyzer: code full of model calls, wrappers and facts.
func BenchmarkFixtures(b *testing.B) {
	root, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		b.Fatal(err)
	}
	benchmarkAll(b, root, "finishreason/...")
}

func benchmarkAll(b *testing.B, gopath string, patterns ...string) {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax}
	if gopath != "" {
		cfg.Dir = gopath
		cfg.Env = append(os.Environ(), "GOPATH="+gopath, "GO111MODULE=off", "GOPROXY=off", "GOFLAGS=")
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		b.Fatal(err)
	}
	all := analyzers.Default()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := checker.Analyze(all, pkgs, nil); err != nil {
			b.Fatal(err)
		}
	}
}
