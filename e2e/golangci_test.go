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

// customGCL returns the golangci-lint binary built with the plugin by
// scripts/custom-gcl.sh (offline, cached under .cache/).
func customGCL(t *testing.T) string {
	t.Helper()
	if bin := os.Getenv("CUSTOM_GCL"); bin != "" {
		return bin
	}
	res := run(t, repoRoot(t), nil, "bash", "scripts/custom-gcl.sh")
	if res.code != 0 {
		t.Fatalf("scripts/custom-gcl.sh: exit %d\n%s", res.code, res.stderr)
	}
	return strings.TrimSpace(res.stdout)
}

// gclFindings decodes golangci-lint's JSON output, as
// golangci-lint-langserver reads it, and checks the linter and text form
// of every issue.
func gclFindings(t *testing.T, dir, out string) []finding {
	t.Helper()
	var report struct {
		Issues []struct {
			FromLinter, Text string
			Pos              struct {
				Filename     string
				Line, Column int
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &report); err != nil {
		t.Fatalf("golangci-lint JSON: %v\n%s", err, out)
	}
	var got []finding
	for _, is := range report.Issues {
		analyzer, msg, ok := strings.Cut(is.Text, ": ")
		if strings.HasSuffix(analyzer, "(related information)") {
			// The plugin folds related positions into the message, so
			// that golangci-lint makes no issue of its own of them.
			t.Errorf("related information as an issue of its own: %q", is.Text)
			continue
		}
		if is.FromLinter != "llmerrlint" || !ok || msg == "" {
			t.Errorf("issue %q from linter %q, want llmerrlint and \"<analyzer>: <message>\"", is.Text, is.FromLinter)
			continue
		}
		got = append(got, finding{relative(t, dir, is.Pos.Filename), is.Pos.Line, analyzer})
	}
	return got
}

// TestGolangciLint runs a golangci-lint v2 built with the plugin on the
// fixture module, with the repository's .golangci.example.yml copied to
// the module's .golangci.yml as users do.
func TestGolangciLint(t *testing.T) {
	gate(t)
	gcl, dir := customGCL(t), fixture(t)
	example := filepath.Join(repoRoot(t), ".golangci.example.yml")
	cfg, err := os.ReadFile(example)
	if err != nil {
		t.Fatal(err)
	}
	useConfig := func(content string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, ".golangci.yml"), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	useConfig(string(cfg))

	// Its version names the plugin (scripts/custom-gcl.sh stamps it).
	res := run(t, dir, nil, gcl, "version")
	if res.code != 0 || !strings.Contains(res.stdout+res.stderr, "llmerrlint") || strings.Contains(res.stdout+res.stderr, "(devel)") {
		t.Errorf("custom-gcl version: exit %d, want a version naming llmerrlint\n%s%s", res.code, res.stdout, res.stderr)
	}

	res = run(t, dir, nil, gcl, "config", "verify", "--config", example)
	if res.code != 0 {
		t.Errorf("config verify of .golangci.example.yml: exit %d\n%s%s", res.code, res.stdout, res.stderr)
	}

	// The golangci-lint-langserver command (Neovim, Helix): JSON on stdout.
	// The example's classswitch types setting adds genai.FinishReason, and
	// //nolint:llmerrlint silences one switch.
	sarif := filepath.Join(t.TempDir(), "llmerrlint.sarif")
	res = run(t, dir, nil, gcl, "run", "--output.json.path=stdout",
		"--output.sarif.path="+sarif, "--show-stats=false", "--issues-exit-code=1", "./...")
	if res.code != 1 {
		t.Fatalf("golangci-lint run: exit %d, want 1 (issues)\n%s%s", res.code, res.stdout, res.stderr)
	}
	issues := gclFindings(t, dir, res.stdout)
	compare(t, "golangci-lint", issues, expected(t, dir, "golangci"))
	// One SARIF result per finding, its related positions in its message.
	checkSARIF(t, sarif, len(issues))
	if !strings.Contains(res.stdout, "(related: line ") || !strings.Contains(res.stdout, "default does not count as a case for them") {
		t.Errorf("no issue carries its related information in its message\n%s", res.stdout)
	}

	// Settings take effect: turn default-signifies-exhaustive on, disable errtext.
	changed := strings.Replace(string(cfg), "default-signifies-exhaustive: false", "default-signifies-exhaustive: true", 1)
	changed = strings.Replace(changed, "disable: []", "disable: [errtext]", 1)
	useConfig(changed)
	res = run(t, dir, nil, gcl, "run", "--output.json.path=stdout", "--show-stats=false", "./...")
	var want []finding
	for _, f := range expected(t, dir, "golangci", "-classswitch.default-signifies-exhaustive") {
		if f.analyzer != "errtext" {
			want = append(want, f)
		}
	}
	compare(t, "golangci-lint with changed settings", gclFindings(t, dir, res.stdout), want)

	// A bad value is a configuration error naming the setting.
	useConfig(strings.Replace(string(cfg), "scope: llm", "scope: sometimes", 1))
	res = run(t, dir, nil, gcl, "run", "./...")
	if res.code == 0 || res.code == 1 || !strings.Contains(res.stdout+res.stderr, `"sometimes" is not a scope`) {
		t.Errorf("bad errtext scope: exit %d, want a configuration error\n%s%s", res.code, res.stdout, res.stderr)
	}

	// Typos in the settings, at any depth, are one error in the
	// settings' terms.
	for _, tc := range []struct{ from, to, want string }{
		{"scope: llm", "scopes: llm", `errtext: unknown key "scopes"; valid keys: scope`},
		{"strict: false", "strict: yes-please", "finishreason.strict: want true or false"},
		{"- google.golang.org/genai.FinishReason", "- FinishReason", `"FinishReason" has no dot after its import path`},
	} {
		useConfig(strings.Replace(string(cfg), tc.from, tc.to, 1))
		res = run(t, dir, nil, gcl, "run", "./...")
		out := res.stdout + res.stderr
		// golangci-lint itself prints a fatal error twice ("Error: ..." and
		// "The command is terminated due to an error: ..."); the plugin
		// says it once.
		if res.code == 0 || res.code == 1 || strings.Count(out, tc.want) != 2 {
			t.Errorf("settings with %q: exit %d, want one configuration error %q\n%s", tc.to, res.code, tc.want, out)
		}
	}

	// The VS Code Go extension's golangci-lint-v2 command and regexp.
	useConfig(string(cfg))
	res = run(t, dir, nil, gcl, "run", "--issues-exit-code=0",
		"--output.text.print-issued-lines=false", "--show-stats=false", "--output.text.path=stdout", "--path-mode=abs", "./...")
	vscode := regexp.MustCompile(`^([^:]*: )?((.:)?[^:]*):(\d+)(:(\d+)?)?:(?:\w+:)? (.*)$`)
	var lines []finding
	for line := range strings.Lines(res.stdout) {
		m := vscode.FindStringSubmatch(strings.TrimSpace(line))
		if m == nil || !strings.HasSuffix(m[7], "(llmerrlint)") {
			t.Errorf("VS Code cannot read %q", line)
			continue
		}
		n, _ := strconv.Atoi(m[4])
		analyzer, _, _ := strings.Cut(m[7], ":")
		lines = append(lines, finding{relative(t, dir, m[2]), n, analyzer})
	}
	if res.code != 0 {
		t.Errorf("--issues-exit-code=0: exit %d", res.code)
	}
	compare(t, "golangci-lint for VS Code", lines, expected(t, dir, "golangci"))
}

// checkSARIF checks the SARIF file: version 2.1.0, one result per
// finding, each with ruleId llmerrlint and a location.
func checkSARIF(t *testing.T, path string, issues int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Version string
		Runs    []struct {
			Results []struct {
				RuleID    string `json:"ruleId"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal(data, &log); err != nil {
		t.Fatalf("SARIF is not JSON: %v", err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 {
		t.Fatalf("SARIF version %q with %d runs", log.Version, len(log.Runs))
	}
	results := log.Runs[0].Results
	if len(results) != issues || issues == 0 {
		t.Errorf("SARIF has %d results, JSON output %d issues", len(results), issues)
	}
	for _, r := range results {
		if r.RuleID != "llmerrlint" || len(r.Locations) == 0 ||
			r.Locations[0].PhysicalLocation.Region.StartLine == 0 ||
			!strings.HasSuffix(r.Locations[0].PhysicalLocation.ArtifactLocation.URI, ".go") {
			t.Errorf("SARIF result %+v", r)
		}
	}
}
