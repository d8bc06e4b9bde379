package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const hookGoMod = `module example.com/hooked

go 1.26.0

require github.com/llmerrlint/llmerrlint/llmerr v0.0.0

replace github.com/llmerrlint/llmerrlint/llmerr => LLMERR
`

const hookBad = `package hooked

import "github.com/llmerrlint/llmerrlint/llmerr"

// Retryable misses classes.
func Retryable(err error) bool {
	switch llmerr.Classify(err) {
	case llmerr.RateLimited, llmerr.Server:
		return true
	}
	return false
}
`

const hookFixed = `package hooked

import "github.com/llmerrlint/llmerrlint/llmerr"

// Retryable follows the rule table instead of listing classes.
func Retryable(err error) bool {
	return llmerr.RuleFor(llmerr.Classify(err)).Retryable
}
`

// TestPreCommit runs the hook of .pre-commit-hooks.yaml through Debian's
// pre-commit (pre-commit try-repo) on temporary git repositories, one with
// go.mod at the root and one with it in go/, as monorepos have it: a
// violation fails, the fixed code passes. try-repo clones this checkout,
// with a shadow commit of uncommitted changes, and installs the hook with
// language: golang (go install ./...).
func TestPreCommit(t *testing.T) {
	gate(t)
	if _, err := exec.LookPath("pre-commit"); err != nil {
		t.Fatal("pre-commit is not installed (apt-get install pre-commit; .ci/run does it)")
	}
	repo := repoRoot(t)
	// One PRE_COMMIT_HOME, so that the hook is built once.
	home := t.TempDir()
	for _, sub := range []string{".", "go"} {
		t.Run("module in "+sub, func(t *testing.T) { preCommitIn(t, repo, home, sub) })
	}
}

func preCommitIn(t *testing.T, repo, home, sub string) {
	dir := t.TempDir()
	mod := filepath.Join(dir, sub)
	if err := os.MkdirAll(mod, 0o755); err != nil {
		t.Fatal(err)
	}
	env := []string{
		"PRE_COMMIT_HOME=" + filepath.Join(home, "pre-commit"),
		"GIT_AUTHOR_NAME=e2e", "GIT_AUTHOR_EMAIL=e2e@example.com",
		"GIT_COMMITTER_NAME=e2e", "GIT_COMMITTER_EMAIL=e2e@example.com",
		"GIT_CONFIG_GLOBAL=" + filepath.Join(home, "gitconfig"), "GIT_CONFIG_NOSYSTEM=1",
	}
	write := func(name, content string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(mod, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	must := func(in, name string, args ...string) {
		t.Helper()
		if res := run(t, in, env, name, args...); res.code != 0 {
			t.Fatalf("%s %v: exit %d\n%s%s", name, args, res.code, res.stdout, res.stderr)
		}
	}
	write("go.mod", strings.Replace(hookGoMod, "LLMERR", filepath.Join(repo, "llmerr"), 1))
	write("hooked.go", hookBad)
	must(mod, "go", "mod", "tidy")
	must(dir, "git", "init", "-q")
	must(dir, "git", "add", ".")
	must(dir, "git", "commit", "-q", "-m", "violation")

	res := run(t, dir, env, "pre-commit", "try-repo", repo, "llmerrlint", "--all-files")
	out := res.stdout + res.stderr
	if res.code == 0 || !strings.Contains(out, "switch on llmerr.ErrorClass misses") {
		t.Fatalf("pre-commit on a violation: exit %d, want a failure naming the missing cases\n%s", res.code, out)
	}

	write("hooked.go", hookFixed)
	must(dir, "git", "commit", "-q", "-am", "fixed")
	res = run(t, dir, env, "pre-commit", "try-repo", repo, "llmerrlint", "--all-files")
	out = res.stdout + res.stderr
	if res.code != 0 || !strings.Contains(out, "Passed") {
		t.Fatalf("pre-commit on fixed code: exit %d, want 0\n%s", res.code, out)
	}
}
