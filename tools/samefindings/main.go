// Command samefindings proves that a change leaves the findings alone: it
// builds cmd/llmerrlint at a base revision (in a temporary git worktree)
// and from the working tree, runs both with every analyzer and its widest
// options (internal/widest) on the same inputs, and prints a unified diff
// of what they found. It exits 0 when the findings are the same, 1 when
// they differ and 2 when it could not run.
//
//	go run ./tools/samefindings -base main [-corpus] [-only finishreason] [-keep dir]
//	make samefindings BASE=main
//
// The inputs are those of the working tree: every package of testdata/src
// (GOPATH layout, test files included, as the analyzers' tests load them),
// the modules that import the real SDKs (testdata/real*,
// testdata/e2e/fixture) and, with -corpus, the targets of tools/corpus.
// Findings are read from -json (position, analyzer, message, related
// positions, suggested fixes) and sorted, so a change to the text output
// alone is not a difference. It is not shipped.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func main() {
	base := flag.String("base", "main", "the git revision to compare with")
	corpus := flag.Bool("corpus", false, "also compare on the targets of tools/corpus (slow; needs the module proxy)")
	keep := flag.String("keep", "", "write the two findings files into this directory")
	only := flag.String("only", "", "comma-separated analyzers to run (default: all)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: samefindings [-base rev] [-corpus] [-only a,b] [-keep dir]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	var enable []string
	if *only != "" {
		for _, name := range strings.Split(*only, ",") {
			enable = append(enable, "-"+name)
		}
	}
	same, err := run(*base, *corpus, *keep, enable)
	if err != nil {
		fmt.Fprintln(os.Stderr, "samefindings:", err)
		os.Exit(2)
	}
	if !same {
		os.Exit(1)
	}
}

// run builds both binaries, collects their findings and prints the diff.
// enable holds -<analyzer> flags that choose the analyzers; none runs all.
func run(base string, corpus bool, keep string, enable []string) (same bool, err error) {
	root, err := gitOutput("", "rev-parse", "--show-toplevel")
	if err != nil {
		return false, err
	}
	tmp, err := os.MkdirTemp("", "samefindings-")
	if err != nil {
		return false, err
	}
	defer os.RemoveAll(tmp)
	baseBin, err := buildAt(root, base, tmp)
	if err != nil {
		return false, err
	}
	headBin := filepath.Join(tmp, "llmerrlint-head")
	if err := goBuild(root, headBin); err != nil {
		return false, err
	}
	files := [2]string{filepath.Join(tmp, "base.txt"), filepath.Join(tmp, "head.txt")}
	for i, bin := range []string{baseBin, headBin} {
		fmt.Fprintf(os.Stderr, "samefindings: running %s\n", []string{"base " + base, "working tree"}[i])
		out, err := findings(root, bin, corpus, enable)
		if err != nil {
			return false, err
		}
		if err := os.WriteFile(files[i], out, 0o644); err != nil {
			return false, err
		}
		if keep != "" {
			if err := copyTo(files[i], keep); err != nil {
				return false, err
			}
		}
	}
	return diff(files[0], files[1])
}

// buildAt builds cmd/llmerrlint at rev in a temporary worktree of the
// repository, removed afterwards, and returns the binary's path.
func buildAt(root, rev, tmp string) (string, error) {
	dir := filepath.Join(tmp, "base")
	if _, err := gitOutput(root, "worktree", "add", "--detach", dir, rev); err != nil {
		return "", err
	}
	defer gitOutput(root, "worktree", "remove", "--force", dir)
	bin := filepath.Join(tmp, "llmerrlint-base")
	return bin, goBuild(dir, bin)
}

func goBuild(dir, bin string) error {
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/llmerrlint")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build in %s: %v\n%s", dir, err, out)
	}
	return nil
}

func gitOutput(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out)), nil
}

// diff prints a unified diff of two files (git's, which needs no
// repository with --no-index) and reports whether they are the same.
func diff(a, b string) (bool, error) {
	cmd := exec.Command("git", "diff", "--no-index", "--no-color", "--", a, b)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	err := cmd.Run()
	if err == nil {
		fmt.Println("samefindings: same findings")
		return true, nil
	}
	if exit, ok := err.(*exec.ExitError); ok && exit.ExitCode() == 1 {
		os.Stdout.Write(out.Bytes())
		return false, nil
	}
	return false, fmt.Errorf("git diff: %v", err)
}

func copyTo(file, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, filepath.Base(file)), data, 0o644)
}
