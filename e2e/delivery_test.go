package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// onlyFixable is a package whose one finding has a fix for every class
// it misses: each has a twin, a class with the same rule, in one clause.
const onlyFixable = `package fixable

import "github.com/llmerrlint/llmerrlint/llmerr"

func Retry(err error) bool {
	switch llmerr.Classify(err) {
	case llmerr.RateLimited, llmerr.Server:
		return true
	case llmerr.BadRequest, llmerr.Auth, llmerr.PromptBlocked, llmerr.Truncated, llmerr.ToolProtocol:
		return false
	}
	return false
}
`

// illTyped is a package with a type error next to a finding.
const illTyped = `package broken

import "github.com/llmerrlint/llmerrlint/llmerr"

var undefinedUse = notDeclared

func Retry(err error) bool {
	switch llmerr.Classify(err) {
	case llmerr.RateLimited:
		return true
	}
	return false
}
`

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestExitCodes checks each exit code of the standalone command that the
// package comment of cmd/llmerrlint and the README document.
func TestExitCodes(t *testing.T) {
	gate(t)
	bin, dir := linter(t), fixture(t)
	writeFile(t, filepath.Join(dir, "fixable", "fixable.go"), onlyFixable)

	check := func(name string, res result, code int, stderrHas ...string) {
		t.Helper()
		if res.code != code {
			t.Errorf("%s: exit %d, want %d\n%s%s", name, res.code, code, res.stdout, res.stderr)
		}
		for _, s := range stderrHas {
			if !strings.Contains(res.stderr, s) {
				t.Errorf("%s: stderr lacks %q\n%s", name, s, res.stderr)
			}
		}
	}
	check("clean", run(t, dir, nil, bin, "./clean"), 0)
	check("findings", run(t, dir, nil, bin, "./app"), 3, "finish reason never read")
	check("bad flag", run(t, dir, nil, bin, "-nosuch", "./..."), 2, "flag provided but not defined: -nosuch")
	check("load error", run(t, dir, nil, bin, "./nosuchdir"), 1)

	// -fix -diff: the diff on stdout, the findings without a fix on stderr.
	res := run(t, dir, nil, bin, "-fix", "-diff", "./app")
	check("-fix -diff, some fixable", res, 3, "finish reason never read")
	if !strings.Contains(res.stdout, "+\tcase llmerr.RateLimited, llmerr.Server, llmerr.Timeout, llmerr.Transport:") || strings.Contains(res.stderr, "switch on llmerr.ErrorClass") {
		t.Errorf("-fix -diff: want classswitch's fix in the diff and not among the findings left\n%s%s", res.stdout, res.stderr)
	}
	check("-fix -diff, all fixable", run(t, dir, nil, bin, "-fix", "-diff", "./fixable"), 0)

	// -fix: everything fixable is fixed, the rest is printed, and the code
	// still builds (HandleWithDefault ends its function). classswitch's
	// fix joins Transport to the case of its twins, and the classes
	// without a twin in Handle stay reported: 9 missing become 7.
	check("-fix, all fixable", run(t, dir, nil, bin, "-fix", "./fixable"), 0)
	res = run(t, dir, nil, bin, "-fix", "./app")
	check("-fix, some fixable", res, 3, "finish reason never read",
		"switch on llmerr.ErrorClass misses 7 of its 13 values")
	if app, err := os.ReadFile(filepath.Join(dir, "app", "app.go")); err != nil ||
		!strings.Contains(string(app), "\tcase llmerr.RateLimited, llmerr.Server, llmerr.Timeout, llmerr.Transport:\n") {
		t.Errorf("-fix did not join Transport to its twins' case (%v)", err)
	}
	if out, ok := buildsAfterFix(t, dir); !ok {
		t.Errorf("the code does not build after llmerrlint -fix:\n%s", out)
	}
	check("after -fix", run(t, dir, nil, bin, "./fixable"), 0)
}

// TestConfigErrors: a configuration error is said once, before any
// analysis, with exit 2, also under -json; an entry whose package is not
// in the build is a warning.
func TestConfigErrors(t *testing.T) {
	gate(t)
	bin, dir := linter(t), fixture(t)
	for _, args := range [][]string{
		{"-classswitch.types=google.golang.org/genai.NoSuchType", "./..."},
		{"-json", "-classswitch.types=google.golang.org/genai.NoSuchType", "./..."},
	} {
		res := run(t, dir, nil, bin, args...)
		lines := strings.Split(strings.TrimSpace(res.stderr), "\n")
		if res.code != 2 || len(lines) != 1 || !strings.Contains(lines[0], "google.golang.org/genai has no type NoSuchType") || res.stdout != "" {
			t.Errorf("llmerrlint %v: exit %d, want 2 and one error line\n%s%s", args, res.code, res.stdout, res.stderr)
		}
	}
	res := run(t, dir, nil, bin, "-classswitch.types=genai.FinishReason", "./app")
	if res.code != 2 || strings.Count(res.stderr, "want the full import path, google.golang.org/genai.FinishReason") != 1 {
		t.Errorf("types without the full path: exit %d, want 2 and one error\n%s", res.code, res.stderr)
	}
	res = run(t, dir, nil, bin, "-classswitch.types=google.golang.org/genai.Part", "./app")
	if res.code != 2 || strings.Count(res.stderr, "is not an enum") != 1 {
		t.Errorf("types naming a struct: exit %d, want 2 and one error\n%s", res.code, res.stderr)
	}
	res = run(t, dir, nil, bin, "-classswitch.types=example.com/nowhere.Reason", "./clean")
	if res.code != 0 || strings.Count(res.stderr, "warning: classswitch.types: example.com/nowhere.Reason") != 1 {
		t.Errorf("types naming a package outside the build: exit %d, want 0 and one warning\n%s", res.code, res.stderr)
	}
	// Under go vet, which starts one process per package, a bad value is
	// still said once, and fails the run.
	res = run(t, dir, nil, "go", "vet", "-vettool="+bin, "-classswitch.types=foo", "./...")
	if res.code == 0 || strings.Count(res.stderr, `invalid value "foo" for flag -classswitch.types`) != 1 ||
		strings.Count(res.stderr, "run 'llmerrlint help' for usage") != 1 {
		t.Errorf("go vet with a bad flag value: exit %d, want non-zero and the error once\n%s", res.code, res.stderr)
	}
	// Under go vet, a type missing from a package that three packages
	// import fails the run instead of checking nothing, and is said once.
	res = run(t, dir, nil, "go", "vet", "-vettool="+bin, "-classswitch.types=google.golang.org/genai.NoSuchType", "./...")
	if res.code == 0 || strings.Count(res.stderr, "has no type NoSuchType") != 1 {
		t.Errorf("go vet with a missing types entry: exit %d, want an error said once\n%s", res.code, res.stderr)
	}
}

// TestOutput: text findings are sorted by file, line and column, and a
// package with type errors gets its errors and one summary line, not one
// "analysis skipped" line per analyzer and package.
func TestOutput(t *testing.T) {
	gate(t)
	bin, dir := linter(t), fixture(t)
	res := run(t, dir, nil, bin, "./...")
	type pos struct {
		file      string
		line, col int
	}
	re := regexp.MustCompile(`^(.*\.go):(\d+):(\d+): (.*)$`)
	var got []pos
	for line := range strings.Lines(res.stderr) {
		m := re.FindStringSubmatch(strings.TrimSuffix(line, "\n"))
		if m == nil || strings.HasPrefix(m[4], "\t") {
			continue // related information follows its finding
		}
		l, _ := strconv.Atoi(m[2])
		c, _ := strconv.Atoi(m[3])
		got = append(got, pos{m[1], l, c})
	}
	sorted := slices.IsSortedFunc(got, func(a, b pos) int {
		if a.file != b.file {
			return strings.Compare(a.file, b.file)
		}
		if a.line != b.line {
			return a.line - b.line
		}
		return a.col - b.col
	})
	if len(got) < 3 || !sorted {
		t.Errorf("findings not sorted by position:\n%s", res.stderr)
	}

	writeFile(t, filepath.Join(dir, "broken", "broken.go"), illTyped)
	res = run(t, dir, nil, bin, "./broken", "./app")
	if res.code != 1 || strings.Contains(res.stderr, "analysis skipped") || strings.Count(res.stderr, "not fully analyzed") > 1 ||
		!strings.Contains(res.stderr, "notDeclared") {
		t.Errorf("a package with a type error: exit %d, want 1, the type error and at most one summary\n%s", res.code, res.stderr)
	}
}

// TestVersionAndHelp: -V=full in the form go vet expects, a version for
// people, and llmerrlint's own overview.
func TestVersionAndHelp(t *testing.T) {
	gate(t)
	bin := linter(t)
	dir := t.TempDir()
	res := run(t, dir, nil, bin, "-V=full")
	if res.code != 0 || !regexp.MustCompile(`^llmerrlint version \S+ buildID=[0-9a-f]{64}\n$`).MatchString(res.stdout) ||
		strings.Contains(res.stdout, "comments-go-here") {
		t.Errorf("llmerrlint -V=full: exit %d\n%s%s", res.code, res.stdout, res.stderr)
	}
	res = run(t, dir, nil, bin, "version")
	if res.code != 0 || !strings.HasPrefix(res.stdout, "llmerrlint ") {
		t.Errorf("llmerrlint version: exit %d\n%s%s", res.code, res.stdout, res.stderr)
	}
	res = run(t, dir, nil, bin, "help")
	for _, want := range []string{"finishreason", "errtext", "classswitch", "callbackretry", "docs/analyzers.md", "Exit codes"} {
		if res.code != 0 || !strings.Contains(res.stdout, want) || strings.Contains(res.stdout, "Printf") {
			t.Errorf("llmerrlint help: exit %d, want an overview naming %s\n%s%s", res.code, want, res.stdout, res.stderr)
		}
	}
	// A name that is no analyzer: exit 2, the nearest name and the list.
	res = run(t, dir, nil, bin, "help", "apierptr")
	if res.code != 2 || !strings.Contains(res.stderr, `no analyzer "apierptr"; did you mean "apierrptr"?`) ||
		!strings.Contains(res.stderr, "analyzers: finishreason, errtext,") {
		t.Errorf("llmerrlint help apierptr: exit %d, want 2, a suggestion and the list\n%s%s", res.code, res.stdout, res.stderr)
	}
	res = run(t, dir, nil, bin, "help", "nosuch")
	if res.code != 2 || strings.Contains(res.stderr, "did you mean") || !strings.Contains(res.stderr, "analyzers: finishreason,") {
		t.Errorf("llmerrlint help nosuch: exit %d, want 2 and the list\n%s%s", res.code, res.stdout, res.stderr)
	}
}
