package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// precommit is the pre-commit hook: `llmerrlint precommit [flags] files...`.
// pre-commit passes the changed .go files of the repository, whose go.mod
// may sit in a subdirectory (go/, services/a/, ...), or in several. The
// hook finds the module of each file and runs `llmerrlint [flags] ./...`
// once in each module that holds one: analyzers work per package and
// follow calls across packages, so a module is the unit to check. Files in
// no module are skipped. The exit code is the worst of the runs.
func precommit(args []string) int {
	var flags, files []string
	for _, a := range args {
		if strings.HasPrefix(a, "-") && len(files) == 0 {
			flags = append(flags, a)
		} else {
			files = append(files, a)
		}
	}
	var modules []string
	for _, f := range files {
		if dir, ok := moduleDir(filepath.Dir(f)); ok && !slices.Contains(modules, dir) {
			modules = append(modules, dir)
		}
	}
	slices.Sort(modules)
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "llmerrlint: %v\n", err)
		return exitError
	}
	code := exitClean
	for _, dir := range modules {
		if len(modules) > 1 || dir != "." {
			fmt.Fprintf(os.Stderr, "llmerrlint: module in %s\n", dir)
		}
		cmd := exec.Command(exe, append(slices.Clone(flags), "./...")...)
		cmd.Dir = dir
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			var exit *exec.ExitError
			if !errors.As(err, &exit) {
				fmt.Fprintf(os.Stderr, "llmerrlint: %v\n", err)
				return exitError
			}
			code = max(code, exit.ExitCode())
		}
	}
	return code
}

// moduleDir returns the nearest directory at or above dir, within the
// current directory (the repository root), that holds a go.mod.
func moduleDir(dir string) (string, bool) {
	dir = filepath.Clean(dir)
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, true
		}
		if dir == "." || filepath.IsAbs(dir) || strings.HasPrefix(dir, "..") {
			return "", false
		}
		dir = filepath.Dir(dir)
	}
}
