// The inputs both binaries run on, and the findings they print, read from
// -json into sorted lines that do not depend on the text output format.

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/llmerrlint/llmerrlint/internal/widest"
	"github.com/llmerrlint/llmerrlint/tools/internal/lintjson"
)

// target is one run of the linter: where, with which environment, on
// which packages.
type target struct {
	name     string
	dir      string
	env      []string
	patterns []string
	// mustLoad: every package must load and be analysed (a module,
	// unlike testdata/src, holds no broken fixture). A target that fails
	// the same way on both sides would otherwise pass unlooked-at.
	mustLoad bool
}

// targets are the fixture packages of testdata/src, loaded in GOPATH mode
// as the analyzers' tests load them, and each module under testdata that
// imports the real SDKs.
func targets(root string) ([]target, error) {
	testdata := filepath.Join(root, "testdata")
	entries, err := os.ReadDir(filepath.Join(testdata, "src"))
	if err != nil {
		return nil, err
	}
	src := target{
		name: "testdata/src",
		dir:  testdata,
		env:  []string{"GOPATH=" + testdata, "GO111MODULE=off", "GOPROXY=off", "GOFLAGS="},
	}
	for _, e := range entries {
		if e.IsDir() {
			src.patterns = append(src.patterns, e.Name()+"/...")
		}
	}
	all := []target{src}
	mods, err := filepath.Glob(filepath.Join(testdata, "real*", "go.mod"))
	if err != nil {
		return nil, err
	}
	for _, gomod := range append(mods, filepath.Join(testdata, "e2e", "fixture", "go.mod")) {
		dir := filepath.Dir(gomod)
		rel, _ := filepath.Rel(root, dir)
		all = append(all, target{name: filepath.ToSlash(rel), dir: dir, env: []string{"GOWORK=off"}, patterns: []string{"./..."}, mustLoad: true})
	}
	return all, nil
}

// findings runs bin on every target (and the corpus, when asked) and
// returns what it found, one section per target.
func findings(root, bin string, corpus bool, enable []string) ([]byte, error) {
	ts, err := targets(root)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	for _, t := range ts {
		lines, err := runTarget(root, bin, t, enable)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&out, "== %s\n", t.name)
		for _, l := range lines {
			fmt.Fprintln(&out, l)
		}
	}
	if corpus {
		lines, err := runCorpus(root, bin, enable)
		if err != nil {
			return nil, err
		}
		for _, l := range lines {
			fmt.Fprintln(&out, l)
		}
	}
	return out.Bytes(), nil
}

// runTarget runs bin -json with the widest options on t and returns its
// findings and analyzer errors as sorted lines. A crash is a line too, so
// that it shows in the diff when only one side crashes.
func runTarget(root, bin string, t target, enable []string) ([]string, error) {
	args := append(append([]string{"-json", "-test=true"}, enable...), widest.Flags...)
	cmd := exec.Command(bin, append(args, t.patterns...)...)
	cmd.Dir = t.dir
	cmd.Env = append(os.Environ(), t.env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if s := stderr.String(); strings.Contains(s, "panic:") {
		return []string{"CRASH " + firstLine(s[strings.Index(s, "panic:"):])}, nil
	}
	if exit, ok := err.(*exec.ExitError); err != nil && (!ok || exit.ExitCode() != 1 && exit.ExitCode() != 3 || t.mustLoad && exit.ExitCode() == 1) {
		return nil, fmt.Errorf("%s on %s: %v (a module target must load: is its go.mod tidy?)\n%s", bin, t.name, err, stderr.String())
	}
	lines, err := readJSON(&stdout, root)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", t.name, err)
	}
	slices.Sort(lines)
	// What a run says besides its findings (packages that failed to
	// load, warnings), in its order, is compared too: a target that no
	// longer loads must not pass for one without findings.
	for _, l := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		if l != "" {
			lines = append(lines, "stderr: "+strings.ReplaceAll(l, root+string(filepath.Separator), ""))
		}
	}
	return lines, nil
}

// readJSON reads the findings and analyzer errors of -json output as one
// line per finding, with its related positions and fixes, positions
// relative to root.
func readJSON(r *bytes.Buffer, root string) ([]string, error) {
	rel := func(posn string) string { return strings.TrimPrefix(posn, root+string(filepath.Separator)) }
	var lines []string
	err := lintjson.Read(r, func(pkg, analyzer string, diags []lintjson.Diagnostic, failure string) {
		if failure != "" {
			lines = append(lines, fmt.Sprintf("ERROR %s: %s: %s", pkg, analyzer, rel(failure)))
		}
		for _, d := range diags {
			var b strings.Builder
			fmt.Fprintf(&b, "%s-%s: %s: %s", rel(d.Posn), d.End, analyzer, d.Message)
			if d.Category != "" {
				fmt.Fprintf(&b, " (category %s)", d.Category)
			}
			fmt.Fprintf(&b, " [%s]", pkg)
			for _, x := range d.Related {
				fmt.Fprintf(&b, "\n\trelated %s-%s: %s", rel(x.Posn), x.End, x.Message)
			}
			for _, f := range d.SuggestedFixes {
				fmt.Fprintf(&b, "\n\tfix %q", f.Message)
				for _, e := range f.Edits {
					fmt.Fprintf(&b, "\n\t\t%s:#%d-#%d %q", rel(e.Filename), e.Start, e.End, e.New)
				}
			}
			lines = append(lines, b.String())
		}
	})
	return lines, err
}

// runCorpus runs tools/corpus with bin, printing every finding, and
// returns its report with the timings taken out and the findings of each
// target sorted.
func runCorpus(root, bin string, enable []string) ([]string, error) {
	if len(enable) > 0 {
		return nil, fmt.Errorf("-corpus runs every analyzer: drop -only")
	}
	cmd := exec.Command("go", "run", "./tools/corpus", "-lint", bin, "-sample", "1000000000")
	cmd.Dir = root
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil && stdout.Len() == 0 {
		return nil, fmt.Errorf("tools/corpus: %v\n%s", err, stderr.String())
	}
	elapsed := regexp.MustCompile(` in [0-9hms.]+;`)
	var lines, block []string
	flush := func() {
		slices.Sort(block)
		lines = append(lines, block...)
		block = nil
	}
	for _, l := range strings.Split(strings.TrimRight(stdout.String(), "\n"), "\n") {
		if strings.HasPrefix(l, "  ") {
			block = append(block, l)
			continue
		}
		flush()
		lines = append(lines, elapsed.ReplaceAllString(l, ";"))
	}
	flush()
	return lines, nil
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}
