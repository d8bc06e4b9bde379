package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// resolve returns where to run the linter for a target, with which
// environment and package patterns. A module target gets a consumer module
// of its own that requires it (SDK modules do not all build together),
// resolved through the module cache and the module proxy.
func resolve(name, tmp string) (dir string, env []string, patterns []string, err error) {
	if name == "std" {
		return tmp, []string{"GOFLAGS="}, []string{"std"}, nil
	}
	for _, m := range modules {
		if m.name != name {
			continue
		}
		dir = filepath.Join(tmp, strings.ReplaceAll(name, "/", "-"))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return "", nil, nil, err
		}
		gomod := fmt.Sprintf("module corpus.example/%s\n\ngo 1.26.0\n\nrequire %s %s\n", strings.ReplaceAll(name, "/", "-"), m.path, m.version)
		if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(gomod), 0o644); err != nil {
			return "", nil, nil, err
		}
		env = []string{"GOFLAGS=-mod=mod"}
		patterns = []string{m.packages + "/..."}
		if len(m.exclude) > 0 {
			if patterns, err = packagesBut(dir, env, patterns[0], m.exclude); err != nil {
				return "", nil, nil, err
			}
		}
		cmd := exec.Command("go", append([]string{"list", "-deps"}, patterns...)...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), env...)
		if out, err := cmd.CombinedOutput(); err != nil {
			return "", nil, nil, fmt.Errorf("resolving %s@%s: %v\n%s", m.path, m.version, err, tail(string(out), 2000))
		}
		return dir, env, patterns, nil
	}
	return "", nil, nil, fmt.Errorf("unknown target %q (run corpus -h)", name)
}

// packagesBut lists the packages of pattern except those under exclude;
// go list -e names them even when their imports cannot be resolved.
func packagesBut(dir string, env []string, pattern string, exclude []string) ([]string, error) {
	cmd := exec.Command("go", "list", "-e", pattern)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("listing %s: %v", pattern, err)
	}
	var pkgs []string
	for _, p := range strings.Fields(string(out)) {
		excluded := false
		for _, x := range exclude {
			if p == x || strings.HasPrefix(p, x+"/") {
				excluded = true
			}
		}
		if !excluded {
			pkgs = append(pkgs, p)
		}
	}
	return pkgs, nil
}
