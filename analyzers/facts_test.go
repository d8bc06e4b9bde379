package analyzers_test

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers"
	"github.com/llmerrlint/llmerrlint/internal/widest"
)

// TestNoFactsWithoutLLMAPI proves that a package touching no LLM API
// writes no facts, under every analyzer with its widest options. Under go
// vet each package's facts are a file every importer reads, so facts that
// carry nothing cost every build. The fixture's config and direct packages
// import llmutil, which calls a model and does export facts, and plain
// imports config; none of them touches an LLM API, and neither do the
// standard library packages below them.
func TestNoFactsWithoutLLMAPI(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := &packages.Config{
		Mode: packages.LoadAllSyntax,
		Dir:  root,
		Env:  append(os.Environ(), "GOPATH="+root, "GO111MODULE=off", "GOPROXY=off", "GOFLAGS="),
	}
	pkgs, err := packages.Load(cfg, "factsleak/...")
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("fixture does not load")
	}
	all := analyzers.Default()
	if err := widest.Apply(all); err != nil {
		t.Fatal(err)
	}
	graph, err := checker.Analyze(all, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	touchesLLM := map[string]bool{"factsleak/llmutil": true}
	withFacts := map[string]int{}
	for act := range graph.All() {
		pkg := act.Package.Types
		if act.Err != nil {
			t.Errorf("%s on %s: %v", act.Analyzer.Name, pkg.Path(), act.Err)
		}
		own := 0
		for _, f := range act.AllObjectFacts() {
			if f.Object.Pkg() == pkg {
				own++
				if !touchesLLM[pkg.Path()] && !isStub(pkg.Path()) {
					t.Errorf("%s exports a %T fact for %s, which touches no LLM API: %v", act.Analyzer.Name, f.Fact, f.Object, f.Fact)
				}
			}
		}
		for _, f := range act.AllPackageFacts() {
			if f.Package == pkg {
				own++
				if !touchesLLM[pkg.Path()] && !isStub(pkg.Path()) {
					t.Errorf("%s exports a %T package fact for %s, which touches no LLM API: %v", act.Analyzer.Name, f.Fact, pkg.Path(), f.Fact)
				}
			}
		}
		withFacts[pkg.Path()] += own
	}
	// Not vacuous: the package that calls a model does carry facts.
	if withFacts["factsleak/llmutil"] == 0 {
		t.Error("factsleak/llmutil exports no facts; the fixture no longer exercises facts")
	}
}

// isStub reports whether path is an SDK stub of testdata/src (SDK code:
// it may carry facts about its own API).
func isStub(path string) bool {
	for _, prefix := range []string{"google.golang.org/", "github.com/"} {
		if len(path) >= len(prefix) && path[:len(prefix)] == prefix {
			return true
		}
	}
	return false
}
