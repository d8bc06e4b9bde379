package conformance

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

const llmerrPath = "github.com/llmerrlint/llmerrlint/llmerr"

// repoRoot is the root of the repository, three levels up from here.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// stubPaths lists the packages under testdata/src whose import path is a
// real one: the first element is a domain. Fixtures live under
// testdata/src/<analyzer>/ and have no dot there.
func stubPaths(t *testing.T, src string) []string {
	t.Helper()
	seen := map[string]bool{}
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, err := filepath.Rel(src, filepath.Dir(path))
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if first, _, _ := strings.Cut(rel, "/"); strings.Contains(first, ".") {
			seen[rel] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// realModule names the directory of the module that holds the real
// package path, relative to the repository root.
func realModule(path string) string {
	switch {
	case strings.HasPrefix(path, llmerrPath+"/"):
		// A provider package is a module of its own (llmerr/openai, ...).
		sub, _, _ := strings.Cut(path[len(llmerrPath)+1:], "/")
		if _, err := os.Stat(filepath.Join("..", "..", "..", "llmerr", sub, "go.mod")); err == nil {
			return "llmerr/" + sub
		}
		return "llmerr"
	case path == llmerrPath:
		return "llmerr"
	case llmapi.ConformanceModule(path) != "":
		// An SDK's own module when it needs one (Genkit, fantasy).
		return llmapi.ConformanceModule(path)
	case llmapi.IsRetryLibrary(path):
		return "testdata/conformance/retry"
	case llmapi.IsTelemetryPackage(path):
		return "testdata/conformance/telemetry"
	case strings.HasPrefix(path, "github.com/stretchr/testify/"):
		return "testdata/conformance/testkit"
	}
	return "testdata/conformance/sdks"
}

const loadMode = packages.NeedName | packages.NeedTypes

// loadStubs type-checks stub packages in GOPATH mode over testdata, as
// analysistest sees them.
func loadStubs(root string, paths []string) (map[string]*packages.Package, error) {
	cfg := &packages.Config{
		Mode: loadMode,
		Dir:  filepath.Join(root, "testdata", "src"),
		Env: append(os.Environ(),
			"GOPATH="+filepath.Join(root, "testdata"), "GO111MODULE=off", "GOFLAGS=", "GOWORK=off"),
	}
	return load(cfg, paths)
}

// loadReal loads paths from the real module in dir. Helper modules under
// testdata are copied to a scratch directory first, so that -mod=mod may
// add go.sum lines for packages their imports.go does not list without
// touching the repository; go list fetches what the module cache lacks.
func loadReal(root, dir, scratch string, paths []string) (map[string]*packages.Package, error) {
	moduleDir := filepath.Join(root, dir)
	if strings.HasPrefix(dir, "testdata/") {
		copyDir := filepath.Join(scratch, filepath.Base(dir))
		if err := os.MkdirAll(copyDir, 0o755); err != nil {
			return nil, err
		}
		for _, f := range []string{"go.mod", "go.sum", "imports.go"} {
			data, err := os.ReadFile(filepath.Join(moduleDir, f))
			if err != nil {
				return nil, err
			}
			if err := os.WriteFile(filepath.Join(copyDir, f), data, 0o644); err != nil {
				return nil, err
			}
		}
		moduleDir = copyDir
	}
	cfg := &packages.Config{
		Mode: loadMode,
		Dir:  moduleDir,
		Env:  append(os.Environ(), "GOFLAGS=-mod=mod", "GO111MODULE=on", "GOWORK=off"),
	}
	return load(cfg, paths)
}

func load(cfg *packages.Config, paths []string) (map[string]*packages.Package, error) {
	pkgs, err := packages.Load(cfg, paths...)
	if err != nil {
		return nil, fmt.Errorf("loading %v in %s: %v", paths, cfg.Dir, err)
	}
	out := map[string]*packages.Package{}
	for _, p := range pkgs {
		out[p.PkgPath] = p
	}
	return out, nil
}

// world is everything the tests compare, loaded once per test binary: the
// stubs in one load, and one load per real module.
type world struct {
	stubs map[string]*packages.Package
	real  map[string]*packages.Package
	// wanted maps each real module directory to the paths asked of it.
	wanted map[string][]string
}

var (
	worldOnce sync.Once
	theWorld  *world
	worldErr  error
)

// loadWorld loads the stubs and, from the real modules, every stub path
// and every package the knowledge table names.
func loadWorld(t *testing.T) *world {
	t.Helper()
	if testing.Short() {
		t.Skip("loads the real SDKs; skipped with -short")
	}
	root := repoRoot(t)
	worldOnce.Do(func() {
		scratch, err := os.MkdirTemp("", "conformance")
		if err != nil {
			worldErr = err
			return
		}
		defer os.RemoveAll(scratch)
		stubs := stubPaths(t, filepath.Join(root, "testdata", "src"))
		w := &world{real: map[string]*packages.Package{}, wanted: map[string][]string{}}
		if w.stubs, worldErr = loadStubs(root, stubs); worldErr != nil {
			return
		}
		var extra []string
		for _, ref := range tableObjects() {
			extra = append(extra, ref.PkgPath)
		}
		for _, c := range llmapi.Classifiers() {
			extra = append(extra, c.Func.PkgPath)
		}
		seen := map[string]bool{}
		for _, p := range append(stubs, extra...) {
			if !seen[p] {
				seen[p] = true
				w.wanted[realModule(p)] = append(w.wanted[realModule(p)], p)
			}
		}
		var mods []string
		for m := range w.wanted {
			mods = append(mods, m)
		}
		sort.Strings(mods)
		for _, m := range mods {
			pkgs, err := loadReal(root, m, scratch, w.wanted[m])
			if err != nil {
				worldErr = err
				return
			}
			for p, pkg := range pkgs {
				w.real[p] = pkg
			}
		}
		theWorld = w
	})
	if worldErr != nil {
		t.Fatal(worldErr)
	}
	return theWorld
}

// realPackage returns the loaded real package, or reports why it is not
// usable.
func (w *world) realPackage(path string) (*packages.Package, error) {
	p := w.real[path]
	if p == nil {
		return nil, fmt.Errorf("package %s was not loaded from %s", path, realModule(path))
	}
	if len(p.Errors) > 0 || p.Types == nil {
		return nil, fmt.Errorf("package %s does not load from %s: %v", path, realModule(path), p.Errors)
	}
	return p, nil
}
