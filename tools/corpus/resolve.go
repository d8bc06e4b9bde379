package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// resolve returns where to run the linter for a target, with which
// environment and package pattern. A module target gets a consumer module
// of its own that requires it (SDK modules do not all build together),
// resolved through the module cache and the module proxy.
func resolve(name, tmp string) (dir string, env []string, pattern string, err error) {
	if name == "std" {
		return tmp, []string{"GOFLAGS="}, "std", nil
	}
	for _, m := range modules {
		if m.name != name {
			continue
		}
		dir = filepath.Join(tmp, strings.ReplaceAll(name, "/", "-"))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return "", nil, "", err
		}
		gomod := fmt.Sprintf("module corpus.example/%s\n\ngo 1.26.0\n\nrequire %s %s\n", strings.ReplaceAll(name, "/", "-"), m.path, m.version)
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(gomod), 0o644); err != nil {
			return "", nil, "", err
		}
		env = []string{"GOFLAGS=-mod=mod"}
		pattern = m.path + "/..."
		cmd := exec.Command("go", "list", "-deps", pattern)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), env...)
		if out, err := cmd.CombinedOutput(); err != nil {
			return "", nil, "", fmt.Errorf("resolving %s@%s: %v\n%s", m.path, m.version, err, tail(string(out), 2000))
		}
		return dir, env, pattern, nil
	}
	return "", nil, "", fmt.Errorf("unknown target %q (run corpus -h)", name)
}
