package analyzers_test

import (
	"go/types"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/packages"
)

// loadFixturePackages loads every package under testdata/src (the
// fixtures of all analyzers and the SDK stubs), tests included, in GOPATH
// mode, with the module proxy off.
func loadFixturePackages(t *testing.T) []*packages.Package {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(filepath.Join(root, "src"))
	if err != nil {
		t.Fatal(err)
	}
	var patterns []string
	for _, e := range entries {
		if e.IsDir() {
			patterns = append(patterns, e.Name()+"/...")
		}
	}
	pkgs, err := packages.Load(&packages.Config{
		Mode:  packages.LoadAllSyntax,
		Dir:   root,
		Tests: true,
		Env:   append(os.Environ(), "GOPATH="+root, "GO111MODULE=off", "GOPROXY=off", "GOFLAGS="),
	}, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	// A fix may import a package its file did not (errtext's adds llmerr
	// and a provider package): resolve it among every package loaded.
	loadedByPath = map[string]*types.Package{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.Types != nil && p.ID == p.PkgPath {
			loadedByPath[p.PkgPath] = p.Types
		}
	})
	return pkgs
}

// loadedByPath holds every package loadFixturePackages loaded, by path,
// test variants left out.
var loadedByPath map[string]*types.Package
