package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestStandalone checks the command's own modes and exit codes.
func TestStandalone(t *testing.T) {
	gate(t)
	bin, dir := linter(t), fixture(t)

	res := run(t, dir, nil, bin, "-json", "./...")
	if res.code != 0 {
		t.Fatalf("llmerrlint -json: exit %d, want 0\n%s", res.code, res.stderr)
	}
	compare(t, "llmerrlint -json", jsonFindings(t, dir, res.stdout), expected(t, dir))

	res = run(t, dir, nil, bin, "./clean")
	if res.code != 0 || res.stderr != "" {
		t.Errorf("llmerrlint ./clean: exit %d, want 0 and no output\n%s", res.code, res.stderr)
	}
	// A bad flag, or a bad value, is one line naming the flag and a hint:
	// not the usage of every flag, not one error per package.
	for _, tc := range []struct{ flag, want string }{
		{"-errtext.scope=some", `invalid value "some" for flag -errtext.scope: "some" is not a scope: want "llm" or "all"`},
		{"-classswitch.types=nodot", `invalid value "nodot" for flag -classswitch.types: "nodot" has no dot after its import path;`},
		{"-nosuch", `flag provided but not defined: -nosuch`},
		{"-apierptr", `flag provided but not defined: -apierptr; did you mean "-apierrptr"?`},
		{"-errtext.scop=all", `flag provided but not defined: -errtext.scop; did you mean "-errtext.scope"?`},
	} {
		res = run(t, dir, nil, bin, tc.flag, "./...")
		lines := strings.Split(strings.TrimSpace(res.stderr), "\n")
		if res.code != 2 || len(lines) != 2 || !strings.HasPrefix(lines[0], tc.want) ||
			lines[1] != "run 'llmerrlint help' for usage" || strings.Count(lines[0], "classswitch") > 1 {
			t.Errorf("llmerrlint %s: exit %d, want 2 and one error line and the hint\n%s", tc.flag, res.code, res.stderr)
		}
	}
	res = run(t, dir, nil, bin, "-c=0", "./app")
	if res.code != 3 || !strings.Contains(res.stderr, "\tswitch llmerr.Classify(err) {") {
		t.Errorf("llmerrlint -c=0: exit %d, want 3 and the offending source lines\n%s", res.code, res.stderr)
	}
	res = run(t, dir, nil, bin, "-fix", "-diff", "./app")
	if res.code != 3 || !strings.Contains(res.stdout, "+\tcase llmerr.RateLimited, llmerr.Server, llmerr.Timeout, llmerr.Transport:") {
		t.Errorf("llmerrlint -fix -diff: exit %d, want 3 (findings without a fix) and classswitch's fix\n%s%s", res.code, res.stdout, res.stderr)
	}
	res = run(t, dir, nil, bin, "help", "finishreason")
	if res.code != 0 || !strings.Contains(res.stdout+res.stderr, "finishreason") {
		t.Errorf("llmerrlint help finishreason: exit %d\n%s%s", res.code, res.stdout, res.stderr)
	}
}

// TestEditorProblemMatcher parses the standalone text output with the
// problem matcher of the VS Code tasks.json in docs/editors.md, whose pattern is VS
// Code's built-in $go regexp, and checks file, line, column and message,
// which names the analyzer first.
func TestEditorProblemMatcher(t *testing.T) {
	gate(t)
	bin, dir := linter(t), fixture(t)
	matcher := readmeProblemMatcher(t)
	if matcher.Pattern.Regexp != `^([^:]*: )?((.:)?[^:]*):(\d+)(:(\d+))?: (.*)$` {
		t.Errorf("docs/editors.md problem matcher regexp %q is not VS Code's $go pattern", matcher.Pattern.Regexp)
	}
	if matcher.FileLocation != "absolute" {
		t.Errorf("docs/editors.md problem matcher fileLocation %q, want absolute", matcher.FileLocation)
	}
	re := regexp.MustCompile(matcher.Pattern.Regexp)

	res := run(t, dir, nil, bin, "./...")
	if res.code != 3 {
		t.Fatalf("llmerrlint ./...: exit %d, want 3 (diagnostics)\n%s", res.code, res.stderr)
	}
	var got []finding
	related := 0
	for line := range strings.Lines(res.stderr) {
		line = strings.TrimSuffix(line, "\n")
		m := re.FindStringSubmatch(line)
		if m == nil {
			t.Errorf("line does not match the problem matcher: %q", line)
			continue
		}
		group := func(i int) string { return m[i] }
		file, msg := group(matcher.Pattern.File), group(matcher.Pattern.Message)
		lineNo, err1 := strconv.Atoi(group(matcher.Pattern.Line))
		col, err2 := strconv.Atoi(group(matcher.Pattern.Column))
		if !filepath.IsAbs(file) || err1 != nil || err2 != nil || col < 1 || msg == "" {
			t.Errorf("bad match of %q: file %q line %q column %q message %q", line, file, group(4), group(6), msg)
			continue
		}
		if _, err := os.Stat(file); err != nil {
			t.Errorf("matched file does not exist: %v", err)
		}
		if strings.HasPrefix(msg, "\t") { // related information of the line before
			related++
			continue
		}
		// The message starts with the analyzer's name, as golangci-lint's.
		analyzer, _, _ := strings.Cut(msg, ": ")
		got = append(got, finding{relative(t, dir, file), lineNo, analyzer})
	}
	want := expected(t, dir)
	sortFindings(got)
	sortFindings(want)
	if strings.Join(strs(got), "\n") != strings.Join(strs(want), "\n") {
		t.Errorf("problems:\n got  %v\n want %v", got, want)
	}
	if related == 0 {
		t.Errorf("no related-information line (the cross-package finding points at helper.Ask)")
	}
}

func strs(fs []finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.String())
	}
	return out
}

// problemMatcher is the part of a VS Code tasks.json problem matcher the
// test uses.
type problemMatcher struct {
	FileLocation string `json:"fileLocation"`
	Pattern      struct {
		Regexp                      string
		File, Line, Column, Message int
	} `json:"pattern"`
}

// readmeProblemMatcher extracts the tasks.json block of docs/editors.md:
// the config users copy is the config tested.
func readmeProblemMatcher(t *testing.T) problemMatcher {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(t), "docs", "editors.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(data), "<!-- tested: tasks.json -->\n```json\n")
	block, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("docs/editors.md has no tasks.json block after <!-- tested: tasks.json -->")
	}
	var tasks struct {
		Tasks []struct {
			ProblemMatcher problemMatcher `json:"problemMatcher"`
		} `json:"tasks"`
	}
	if err := json.Unmarshal([]byte(block), &tasks); err != nil || len(tasks.Tasks) == 0 {
		t.Fatalf("docs/editors.md tasks.json: %v\n%s", err, block)
	}
	return tasks.Tasks[0].ProblemMatcher
}
