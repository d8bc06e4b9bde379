package e2e

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestInstallFromClone follows the README's install section on a fresh
// clone: make release tags v0.1.0 (in the clone only), make install
// builds a binary whose versions say v0.1.0. A second release of the same
// version and a malformed version are refused.
func TestInstallFromClone(t *testing.T) {
	gate(t)
	repo := repoRoot(t)
	home := t.TempDir()
	clone := filepath.Join(t.TempDir(), "llmerrlint")
	gobin := t.TempDir()
	env := []string{
		"GIT_AUTHOR_NAME=e2e", "GIT_AUTHOR_EMAIL=e2e@example.com",
		"GIT_COMMITTER_NAME=e2e", "GIT_COMMITTER_EMAIL=e2e@example.com",
		"GIT_CONFIG_GLOBAL=" + filepath.Join(home, "gitconfig"), "GIT_CONFIG_NOSYSTEM=1",
		"GOBIN=" + gobin,
	}
	head := strings.TrimSpace(run(t, repo, nil, "git", "rev-parse", "HEAD").stdout)
	for _, args := range [][]string{
		{"git", "clone", "-q", "--no-checkout", repo, clone},
		{"git", "-C", clone, "checkout", "-q", head},
	} {
		if res := run(t, home, env, args[0], args[1:]...); res.code != 0 {
			t.Fatalf("%v: exit %d\n%s", args, res.code, res.stderr)
		}
	}

	res := run(t, clone, env, "make", "release", "VERSION=v0.1.0")
	if res.code != 0 || !strings.Contains(res.stdout, "git push origin v0.1.0 llmerr/v0.1.0") {
		t.Fatalf("make release VERSION=v0.1.0: exit %d\n%s%s", res.code, res.stdout, res.stderr)
	}
	if res := run(t, clone, env, "git", "tag"); res.stdout != "llmerr/v0.1.0\nv0.1.0\n" {
		t.Errorf("tags after make release: %q, want llmerr/v0.1.0 and v0.1.0", res.stdout)
	}
	for _, v := range []string{"v0.1.0", "0.2", ""} {
		if res := run(t, clone, env, "make", "release", "VERSION="+v); res.code == 0 {
			t.Errorf("make release VERSION=%s: exit 0, want a refusal", v)
		}
	}

	res = run(t, clone, env, "make", "install")
	if res.code != 0 {
		t.Fatalf("make install: exit %d\n%s%s", res.code, res.stdout, res.stderr)
	}
	bin := filepath.Join(gobin, "llmerrlint")
	res = run(t, home, nil, bin, "-V=full")
	if res.code != 0 || !strings.HasPrefix(res.stdout, "llmerrlint version v0.1.0 buildID=") {
		t.Errorf("installed llmerrlint -V=full: exit %d, want version v0.1.0\n%s%s", res.code, res.stdout, res.stderr)
	}
	res = run(t, home, nil, bin, "version")
	if res.code != 0 || !strings.HasPrefix(res.stdout, "llmerrlint v0.1.0 ") {
		t.Errorf("installed llmerrlint version: exit %d, want v0.1.0\n%s%s", res.code, res.stdout, res.stderr)
	}
}
