package conformance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// TestPinsMatchConformanceModules checks that each helper module of this
// test requires every SDK major the knowledge table pins to it at the
// pinned version: the stubs are compared with the version the table says.
func TestPinsMatchConformanceModules(t *testing.T) {
	root := repoRoot(t)
	for _, p := range llmapi.Pins() {
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(p.Conformance), "go.mod"))
		if err != nil {
			t.Errorf("%s: %v", p.Path, err)
			continue
		}
		if got := requiredVersion(string(data), p.Path); got != p.Version {
			t.Errorf("%s/go.mod requires %s %q; the table pins %s", p.Conformance, p.Path, got, p.Version)
		}
	}
}

// requiredVersion returns the version a go.mod requires of a module, in
// a require block or a require line, or "".
func requiredVersion(gomod, path string) string {
	for _, line := range strings.Split(gomod, "\n") {
		f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "require "))
		if len(f) >= 2 && f[0] == path {
			return f[1]
		}
	}
	return ""
}
