package conformance

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestFixtureModulesTidy holds the modules under testdata that import the
// real SDKs (testdata/real*, the e2e fixture) to a tidy go.mod, as they
// are committed. The tests that build them tidy a copy first, so an
// untidy one still passes there; but run in place, as a contributor or
// tools/samefindings runs the linter on them, it fails to load, and a
// comparison of findings on it compares nothing. A change of llmerr's
// requirements (these modules replace it with the repository's) is the
// usual cause: go mod tidy in the module fixes it.
func TestFixtureModulesTidy(t *testing.T) {
	if testing.Short() {
		t.Skip("resolves the real SDKs' module graphs; skipped with -short")
	}
	root := repoRoot(t)
	mods, err := filepath.Glob(filepath.Join(root, "testdata", "real*", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	mods = append(mods, filepath.Join(root, "testdata", "e2e", "fixture", "go.mod"))
	for _, gomod := range mods {
		dir := filepath.Dir(gomod)
		rel, _ := filepath.Rel(root, dir)
		t.Run(filepath.ToSlash(rel), func(t *testing.T) {
			cmd := exec.Command("go", "mod", "tidy", "-diff")
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%s: go.mod or go.sum is not tidy (run go mod tidy there): %v\n%s", rel, err, out)
			}
		})
	}
}
