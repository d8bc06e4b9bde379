package finishreason_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
)

// load loads packages from the GOPATH-style testdata root.
func load(t testing.TB, patterns ...string) []*packages.Package {
	t.Helper()
	cfg := &packages.Config{
		Mode:  packages.LoadAllSyntax,
		Dir:   filepath.Join(testdata(t), "src"),
		Env:   append(os.Environ(), "GOPATH="+testdata(t), "GO111MODULE=off", "GOPROXY=off", "GOWORK=off"),
		Tests: false,
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// fixturePackages lists every package under testdata/src/finishreason.
func fixturePackages(t testing.TB) []string {
	root := filepath.Join(testdata(t), "src")
	var pkgs []string
	err := filepath.WalkDir(filepath.Join(root, "finishreason"), func(path string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if m, _ := filepath.Glob(filepath.Join(path, "*.go")); len(m) > 0 {
			rel, _ := filepath.Rel(root, path)
			pkgs = append(pkgs, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// TestCorpusNoPanic runs the analysis, fast path off and -strict on and
// off, over every fixture package (ill-typed and generated ones included)
// and some standard library packages. It checks only that nothing panics
// and no analysis error is returned.
func TestCorpusNoPanic(t *testing.T) {
	if testing.Short() {
		t.Skip("loads many packages")
	}
	patterns := append(fixturePackages(t), "encoding/json", "net/http", "iter", "log/slog")
	pkgs := load(t, patterns...)
	for _, strict := range []bool{false, true} {
		a := finishreason.NewWithoutFastPath(finishreason.Config{Strict: strict})
		graph, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, nil)
		if err != nil {
			t.Fatal(err)
		}
		for act := range graph.All() {
			if act.Err != nil {
				t.Errorf("%s: %v", act.Package.PkgPath, act.Err)
			}
		}
	}
}

// BenchmarkNoLLMImports compares the fast path with the whole analysis on
// a package that touches no LLM API (the loaded graph includes its
// dependencies, so both include the same driver cost).
func BenchmarkNoLLMImports(b *testing.B) {
	pkgs := load(b, "encoding/json")
	for _, bc := range []struct {
		name string
		a    *analysis.Analyzer
	}{
		{"fast-path", finishreason.Analyzer},
		{"full-analysis", finishreason.NewWithoutFastPath(finishreason.Config{})},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := checker.Analyze([]*analysis.Analyzer{bc.a}, pkgs, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkFixture(b *testing.B) {
	pkgs := load(b, "finishreason/genai", "finishreason/usehelpers")
	for b.Loop() {
		if _, err := checker.Analyze([]*analysis.Analyzer{finishreason.Analyzer}, pkgs, nil); err != nil {
			b.Fatal(err)
		}
	}
}
