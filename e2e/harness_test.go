package e2e

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// gate skips the test unless LLMERRLINT_E2E=1.
func gate(t *testing.T) {
	t.Helper()
	if os.Getenv("LLMERRLINT_E2E") != "1" {
		t.Skip("end-to-end test: set LLMERRLINT_E2E=1 (make e2e)")
	}
}

// repoRoot is the root of the llmerrlint checkout.
func repoRoot(t *testing.T) string {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(filepath.Dir(file))
}

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// linter builds cmd/llmerrlint once per test binary.
func linter(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "llmerrlint-e2e-bin")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "llmerrlint")
		cmd := exec.Command("go", "build", "-o", binPath, "./cmd/llmerrlint")
		cmd.Dir = repoRoot(t)
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = errors.New("go build ./cmd/llmerrlint: " + err.Error() + "\n" + string(out))
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// fixture copies testdata/e2e/fixture to a temporary directory, points its
// replace directive at this checkout's llmerr, and tidies it, so that
// requirements llmerr gained since the fixture was committed are added.
func fixture(t *testing.T) string {
	t.Helper()
	src := filepath.Join(repoRoot(t), "testdata", "e2e", "fixture")
	dst := filepath.Join(t.TempDir(), "fixture")
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	run(t, dst, nil, "go", "mod", "edit",
		"-replace=github.com/llmerrlint/llmerrlint/llmerr="+filepath.Join(repoRoot(t), "llmerr"))
	// finishreason's fix imports a provider package (llmerr/openai); before
	// a release only this checkout has them.
	mods, _ := filepath.Glob(filepath.Join(repoRoot(t), "llmerr", "*", "go.mod"))
	for _, m := range mods {
		dir := filepath.Dir(m)
		run(t, dst, nil, "go", "mod", "edit",
			"-replace=github.com/llmerrlint/llmerrlint/llmerr/"+filepath.Base(dir)+"="+dir)
	}
	if res := run(t, dst, nil, "go", "mod", "tidy"); res.code != 0 {
		t.Fatalf("go mod tidy in the fixture: %s", res.stderr)
	}
	return dst
}

// buildsAfterFix tidies the fixture, which requires the modules of the
// packages a fix imported, and reports the errors of go build ./..., if any.
func buildsAfterFix(t *testing.T, dir string) (stderr string, ok bool) {
	t.Helper()
	if res := run(t, dir, nil, "go", "mod", "tidy"); res.code != 0 {
		return res.stderr, false
	}
	res := run(t, dir, nil, "go", "build", "./...")
	return res.stderr, res.code == 0
}

// result is one finished command.
type result struct {
	code           int
	stdout, stderr string
}

// run runs name args in dir with extra environment and fails the test if
// the command could not start. It does not judge the exit code.
func run(t *testing.T, dir string, env []string, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return result{exit.ExitCode(), stdout.String(), stderr.String()}
	case err != nil:
		t.Fatalf("%s %s: %v", name, strings.Join(args, " "), err)
	}
	return result{0, stdout.String(), stderr.String()}
}

// finding is a diagnostic reduced to what every channel reports: the file
// (relative to the fixture), the line and the analyzer.
type finding struct {
	file     string
	line     int
	analyzer string
}

func (f finding) String() string { return f.file + ":" + strconv.Itoa(f.line) + ": " + f.analyzer }

var markerRE = regexp.MustCompile(`// e2e(\+1)?: (\w+)(?: (unless|if) (\S+))?`)

// expected reads the "// e2e: <analyzer> [unless|if <condition>]" markers
// of the fixture's Go files ("e2e+1:" marks the next line). conds are the
// conditions that hold for the channel under test.
func expected(t *testing.T, dir string, conds ...string) []finding {
	t.Helper()
	var out []finding
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		sc := bufio.NewScanner(bytes.NewReader(data))
		for line := 1; sc.Scan(); line++ {
			m := markerRE.FindStringSubmatch(sc.Text())
			if m == nil {
				continue
			}
			if holds := slices.Contains(conds, m[4]); (m[3] == "unless" && holds) || (m[3] == "if" && !holds) {
				continue
			}
			at := line
			if m[1] != "" {
				at++
			}
			out = append(out, finding{filepath.ToSlash(rel), at, m[2]})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// pending lists analyzers that may still be placeholders: when one reports
// nothing at all, its expectations are skipped with a log line instead of
// failing. Add a new analyzer's name here while it is a placeholder and
// remove it once the analyzer has landed; every analyzer has landed now.
var pending []string

// compare checks got against want.
func compare(t *testing.T, channel string, got, want []finding) {
	t.Helper()
	active := map[string]bool{}
	for _, f := range got {
		active[f.analyzer] = true
	}
	var skipped []string
	var wantActive []finding
	for _, f := range want {
		if active[f.analyzer] || !slices.Contains(pending, f.analyzer) {
			wantActive = append(wantActive, f)
		} else if !slices.Contains(skipped, f.analyzer) {
			skipped = append(skipped, f.analyzer)
		}
	}
	for _, a := range skipped {
		t.Logf("%s: SKIPPED expectations for %s: it is pending and reported nothing on the fixture", channel, a)
	}
	sortFindings(got)
	sortFindings(wantActive)
	if !slices.Equal(got, wantActive) {
		t.Errorf("%s findings:\n got  %v\n want %v", channel, got, wantActive)
	}
}

func sortFindings(fs []finding) {
	slices.SortFunc(fs, func(a, b finding) int { return strings.Compare(a.String(), b.String()) })
}

// jsonFindings decodes the -json output of the analysis drivers (go vet
// -json and llmerrlint -json, both on stdout): JSON objects, one or more,
// keyed by package then analyzer, possibly between "# pkg" lines. Paths are
// made relative to dir. An analyzer error fails the test.
func jsonFindings(t *testing.T, dir, out string) []finding {
	t.Helper()
	var clean strings.Builder
	for line := range strings.Lines(out) {
		if !strings.HasPrefix(line, "#") {
			clean.WriteString(line)
		}
	}
	var got []finding
	dec := json.NewDecoder(strings.NewReader(clean.String()))
	for dec.More() {
		var pkgs map[string]map[string]json.RawMessage
		if err := dec.Decode(&pkgs); err != nil {
			t.Fatalf("decoding JSON diagnostics: %v\n%s", err, out)
		}
		for pkg, byAnalyzer := range pkgs {
			for analyzer, raw := range byAnalyzer {
				var diags []struct{ Posn, Message string }
				if err := json.Unmarshal(raw, &diags); err != nil {
					t.Errorf("%s: %s: %s", pkg, analyzer, raw)
					continue
				}
				for _, d := range diags {
					got = append(got, position(t, dir, d.Posn, analyzer))
				}
			}
		}
	}
	return got
}

// position parses "file:line:col" (absolute, or relative to dir).
func position(t *testing.T, dir, posn, analyzer string) finding {
	t.Helper()
	m := regexp.MustCompile(`^(.*):(\d+):(\d+)$`).FindStringSubmatch(posn)
	if m == nil {
		t.Fatalf("bad position %q", posn)
	}
	line, _ := strconv.Atoi(m[2])
	return finding{relative(t, dir, m[1]), line, analyzer}
}

// relative returns file relative to dir, with forward slashes.
func relative(t *testing.T, dir, file string) string {
	t.Helper()
	if !filepath.IsAbs(file) {
		return filepath.ToSlash(file)
	}
	real, _ := filepath.EvalSymlinks(dir)
	for _, base := range []string{dir, real} {
		if rel, err := filepath.Rel(base, file); err == nil && !strings.HasPrefix(rel, "..") {
			return filepath.ToSlash(rel)
		}
	}
	t.Fatalf("%s is outside %s", file, dir)
	return ""
}
