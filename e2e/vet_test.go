package e2e

import (
	"strings"
	"testing"
)

// TestGoVet runs the binary as go vet's tool on a module that imports the
// real SDKs, including a finding that needs a fact from another package.
func TestGoVet(t *testing.T) {
	gate(t)
	bin, dir := linter(t), fixture(t)
	vettool := "-vettool=" + bin

	// Text mode: exit 1 with findings, paths relative to the module.
	res := run(t, dir, nil, "go", "vet", vettool, "./...")
	if res.code != 1 {
		t.Fatalf("go vet on the fixture: exit %d, want 1\n%s", res.code, res.stderr)
	}
	if !strings.Contains(res.stderr, "app/app.go:") {
		t.Errorf("go vet output has no app/app.go finding:\n%s", res.stderr)
	}

	// JSON mode gives the analyzer of each finding.
	res = run(t, dir, nil, "go", "vet", "-json", vettool, "./...")
	compare(t, "go vet", jsonFindings(t, dir, res.stdout), expected(t, dir))

	// The analyzers' flags pass through go vet.
	res = run(t, dir, nil, "go", "vet", "-json", vettool, "-classswitch.default-signifies-exhaustive", "./...")
	compare(t, "go vet -classswitch.default-signifies-exhaustive", jsonFindings(t, dir, res.stdout),
		expected(t, dir, "-classswitch.default-signifies-exhaustive"))

	// A clean package: exit 0, no output.
	res = run(t, dir, nil, "go", "vet", vettool, "./clean")
	if res.code != 0 || strings.TrimSpace(res.stderr) != "" {
		t.Errorf("go vet ./clean: exit %d, want 0 and no output\n%s", res.code, res.stderr)
	}
}

// TestGoFix runs the binary as go fix's tool: -diff prints classswitch's
// fix and exits 1; without -diff the fix is applied and a second run is
// clean for that switch.
func TestGoFix(t *testing.T) {
	gate(t)
	bin, dir := linter(t), fixture(t)

	res := run(t, dir, nil, "go", "fix", "-fixtool="+bin, "-diff", "./app")
	if res.code != 1 {
		t.Fatalf("go fix -diff: exit %d, want 1 (non-empty diff)\n%s%s", res.code, res.stdout, res.stderr)
	}
	// classswitch joins the missing twins to the case that handles theirs.
	if !strings.Contains(res.stdout, "+\tcase llmerr.RateLimited, llmerr.Server, llmerr.Timeout, llmerr.Transport:") {
		t.Errorf("go fix -diff does not join Transport to its twins' case:\n%s", res.stdout)
	}

	res = run(t, dir, nil, "go", "fix", "-fixtool="+bin, "./app")
	if res.code != 0 {
		t.Fatalf("go fix: exit %d\n%s", res.code, res.stderr)
	}
	// HandleWithDefault ends its function: the fixed switch must still.
	if out, ok := buildsAfterFix(t, dir); !ok {
		t.Errorf("the code does not build after go fix:\n%s", out)
	}
	res = run(t, dir, nil, "go", "fix", "-fixtool="+bin, "-diff", "./app")
	if strings.Contains(res.stdout, "+\tcase ") {
		t.Errorf("fix not applied: a second go fix -diff still adds cases:\n%s", res.stdout)
	}
}
