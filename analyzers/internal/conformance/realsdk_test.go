package conformance

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/callbackretry"
	"github.com/llmerrlint/llmerrlint/analyzers/finishreason"
)

// TestFinishReasonOnRealSDKs runs finishreason on code that imports the
// real SDKs (testdata/realsdk), not the stubs: the analyzer must match the
// real types, promoted fields and iterators the same way.
func TestFinishReasonOnRealSDKs(t *testing.T) {
	runOnRealModule(t, "testdata/realsdk", finishreason.Analyzer)
}

// TestCallbackRetryOnRealLibraries runs callbackretry on callbacks that
// import real ADK and the real retry libraries (testdata/realretry): the
// table must match the real functions, generic ones included.
func TestCallbackRetryOnRealLibraries(t *testing.T) {
	runOnRealModule(t, "testdata/realretry", callbackretry.Analyzer)
}

// runOnRealModule copies the module at rel (relative to the repository
// root) to a scratch directory, points its replace directives back at the
// repository, lets go mod tidy fetch what the module cache lacks (so a
// change to llmerr's requirements does not break the test), builds it,
// then runs analysistest there. analysistest itself runs with GOPROXY=off.
func runOnRealModule(t *testing.T, rel string, a *analysis.Analyzer) {
	analysistest.Run(t, prepareRealModule(t, rel), a, "./...")
}

// prepareRealModule makes the built scratch copy of the module at rel that
// runOnRealModule describes, and returns its directory.
func prepareRealModule(t *testing.T, rel string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the real SDKs; skipped with -short")
	}
	root := repoRoot(t)
	src := filepath.Join(root, filepath.FromSlash(rel))
	dst := t.TempDir()
	copyTree(t, src, dst)
	gomod := filepath.Join(dst, "go.mod")
	data, err := os.ReadFile(gomod)
	if err != nil {
		t.Fatal(err)
	}
	data = bytes.ReplaceAll(data, []byte("=> ../../"), []byte("=> "+filepath.ToSlash(root)+"/"))
	if err := os.WriteFile(gomod, data, 0o644); err != nil {
		t.Fatal(err)
	}
	// analysistest does not fail on a fixture with type errors, and the
	// analyzer stays silent on one, so the build proves the fixture sound.
	for _, args := range [][]string{{"mod", "tidy"}, {"build", "./..."}} {
		cmd := exec.Command("go", args...)
		cmd.Dir = dst
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s in a copy of %s: %v\n%s", strings.Join(args, " "), rel, err, out)
		}
	}
	return dst
}

func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !strings.HasSuffix(path, ".go") && d.Name() != "go.mod" && d.Name() != "go.sum" {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestFinishReasonOnRealGenkit does the same for Genkit, in its own module
// (testdata/realsdk-genkit) because Genkit v1.4.0 and anthropic-sdk-go/v2
// do not compile together.
func TestFinishReasonOnRealGenkit(t *testing.T) {
	runOnRealModule(t, "testdata/realsdk-genkit", finishreason.Analyzer)
}
