package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMakeTest runs `make test` over two modules, the first failing, with
// a stand-in for the go command: both run, each with the timeout, and the
// summary names the failure and exits non-zero.
func TestMakeTest(t *testing.T) {
	gate(t)
	tmp := t.TempDir()
	fakeGo := filepath.Join(tmp, "go")
	writeFile(t, fakeGo, "#!/bin/sh\necho \"fake go $* in $(basename \"$PWD\")\"\n[ \"$(basename \"$PWD\")\" != bad ]\n")
	if err := os.Chmod(fakeGo, 0o755); err != nil {
		t.Fatal(err)
	}
	bad, good := filepath.Join(tmp, "bad"), filepath.Join(tmp, "good")
	for _, dir := range []string{bad, good} {
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	res := run(t, repoRoot(t), nil, "make", "-s", "test", "GO="+fakeGo, "MODULES="+bad+" "+good, "TEST_TIMEOUT=7m")
	out := res.stdout + res.stderr
	if res.code == 0 {
		t.Errorf("make test with a failing module: exit 0\n%s", out)
	}
	for _, want := range []string{
		"fake go test -timeout 7m ./... in bad",
		"fake go test -timeout 7m ./... in good", // run although bad failed
		"== summary: go test -timeout 7m per step",
		"FAIL  " + bad,
		"ok    " + good,
		"make test: FAIL",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("make test output lacks %q:\n%s", want, out)
		}
	}
}
