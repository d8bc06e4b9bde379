package plugin_test

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCustomGCLConfigBuilds checks that .custom-gcl.yml names a plugin
// source golangci-lint custom can use: a path to this module, or a
// version that is a tag of this repository.
func TestCustomGCLConfigBuilds(t *testing.T) {
	root, _ := filepath.Abs("..")
	f, err := os.Open(filepath.Join(root, ".custom-gcl.yml"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var inPlugins, found bool
	for sc := bufio.NewScanner(f); sc.Scan(); {
		line := sc.Text()
		if strings.HasPrefix(line, "plugins:") {
			inPlugins = true
		}
		key, value, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !inPlugins || !ok || strings.HasPrefix(key, "#") {
			continue
		}
		value = strings.TrimSpace(value)
		switch key {
		case "path":
			found = true
			mod, err := os.ReadFile(filepath.Join(root, value, "go.mod"))
			if err != nil || !strings.HasPrefix(string(mod), "module github.com/llmerrlint/llmerrlint\n") {
				t.Errorf(".custom-gcl.yml: path %q is not this module (run from the repository root): %v", value, err)
			}
		case "version":
			found = true
			if out, err := exec.Command("git", "-C", root, "tag", "-l", value).Output(); err != nil || strings.TrimSpace(string(out)) != value {
				t.Errorf(".custom-gcl.yml: plugin version %s is not a tag of this repository", value)
			}
		}
	}
	if !found {
		t.Errorf(".custom-gcl.yml: the plugin has neither path nor version")
	}
}
