// Command corpus runs cmd/llmerrlint, every analyzer of the registry with
// its strictest and widest options (internal/widest), over large real
// code: the standard library, golang.org/x/tools and each SDK module of
// the knowledge table, resolved through the module cache. It fails on any
// panic and any analyzer error, and prints the number of findings per
// analyzer and a sample of them to review.
//
//	go run ./tools/corpus [-lint bin/llmerrlint] [-sample 3] [target ...]
//
// With no target it runs them all; `make corpus` does, and `make ci` runs
// std and genai. It is not shipped.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/llmerrlint/llmerrlint/internal/widest"
	"github.com/llmerrlint/llmerrlint/tools/internal/lintjson"
)

// module is a module target: golang.org/x/tools, and each SDK module of
// the knowledge table at the version the project is built against
// (sdkpins.go). exclude lists packages of a module left out: their
// dependencies are not served by the module proxy.
type module struct {
	name, path string
	packages   string // the import path whose packages are linted
	version    string
	exclude    []string
}

var modules = []module{
	{"x/tools", "golang.org/x/tools", "golang.org/x/tools", "v0.52.0", nil},
}

func main() {
	lint := flag.String("lint", "bin/llmerrlint", "the llmerrlint binary")
	sample := flag.Int("sample", 3, "findings to print per analyzer and target, for review")
	tests := flag.Bool("test", false, "analyse test files too (needs the modules' test dependencies)")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: corpus [flags] [target ...]\ntargets: std")
		for _, m := range modules {
			fmt.Fprintf(os.Stderr, ", %s", m.name)
		}
		fmt.Fprintln(os.Stderr)
		flag.PrintDefaults()
	}
	pins, err := sdkModules()
	if err != nil {
		fatal(err)
	}
	modules = append(modules, pins...)
	flag.Parse()
	targets := flag.Args()
	if len(targets) == 0 {
		targets = []string{"std"}
		for _, m := range modules {
			targets = append(targets, m.name)
		}
	}
	bin, err := filepath.Abs(*lint)
	if err != nil {
		fatal(err)
	}
	tmp, err := os.MkdirTemp("", "corpus-")
	if err != nil {
		fatal(err)
	}
	defer os.RemoveAll(tmp)
	failed := false
	total := map[string]int{}
	for _, name := range targets {
		r, err := runTarget(name, bin, tmp, *tests)
		if err != nil {
			fmt.Printf("FAIL %s: %v\n", name, err)
			failed = true
			continue
		}
		r.print(*sample)
		if len(r.errors) > 0 {
			failed = true
		}
		for a, n := range r.findings {
			total[a] += len(n)
		}
	}
	fmt.Printf("\ntotal findings: %s\n", counts(total))
	if failed {
		fmt.Println("FAIL")
		os.Exit(1)
	}
	fmt.Println("ok: no panic and no analyzer error")
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "corpus:", err)
	os.Exit(1)
}

// result is what one run reported.
type result struct {
	name     string
	packages int
	elapsed  time.Duration
	findings map[string][]lintjson.Diagnostic // by analyzer
	errors   []string                         // analyzer errors, as "pkg: analyzer: error"
	skipped  int                              // analyses skipped for type errors in the target
}

// runTarget resolves the target, runs the linter with -json on it and
// reads the result. A panic ends the process with a trace on stderr and
// no JSON: that is an error here.
func runTarget(name, bin, tmp string, tests bool) (*result, error) {
	dir, env, patterns, err := resolve(name, tmp)
	if err != nil {
		return nil, err
	}
	args := append([]string{"-json", fmt.Sprintf("-test=%t", tests)}, widest.Flags...)
	cmd := exec.Command(bin, append(args, patterns...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	runErr := cmd.Run()
	r := &result{name: name, elapsed: time.Since(start), findings: map[string][]lintjson.Diagnostic{}}
	list := exec.Command("go", append([]string{"list"}, patterns...)...)
	list.Dir, list.Env = dir, cmd.Env
	if out, err := list.Output(); err == nil {
		r.packages = strings.Count(string(out), "\n")
	}
	if s := stderr.String(); strings.Contains(s, "panic:") || strings.Contains(s, "goroutine ") {
		return nil, fmt.Errorf("llmerrlint crashed:\n%s", tail(s, 4000))
	}
	if runErr != nil {
		return nil, fmt.Errorf("llmerrlint %s: %v\n%s", strings.Join(patterns, " "), runErr, tail(stderr.String(), 4000))
	}
	err = lintjson.Read(&stdout, func(pkg, analyzer string, diags []lintjson.Diagnostic, failure string) {
		switch {
		case strings.Contains(failure, "analysis skipped due to errors in package"):
			r.skipped++
		case failure != "":
			r.errors = append(r.errors, fmt.Sprintf("%s: %s: %s", pkg, analyzer, failure))
		default:
			r.findings[analyzer] = append(r.findings[analyzer], diags...)
		}
	})
	if err != nil {
		return nil, err
	}
	for _, d := range r.findings {
		slices.SortFunc(d, func(a, b lintjson.Diagnostic) int { return strings.Compare(a.Posn, b.Posn) })
	}
	slices.Sort(r.errors)
	return r, nil
}

func (r *result) print(sample int) {
	counted := map[string]int{}
	for a, d := range r.findings {
		counted[a] = len(d)
	}
	fmt.Printf("== %s: %d packages in %s; findings: %s", r.name, r.packages, r.elapsed.Round(time.Second), counts(counted))
	if r.skipped > 0 {
		fmt.Printf("; %d analyses skipped for type errors in the target", r.skipped)
	}
	fmt.Println()
	for _, e := range r.errors {
		fmt.Printf("  ANALYZER ERROR %s\n", e)
	}
	names := make([]string, 0, len(r.findings))
	for a := range r.findings {
		names = append(names, a)
	}
	slices.Sort(names)
	for _, a := range names {
		d := r.findings[a]
		// An even spread over the sorted findings, not the first few.
		for i := 0; i < sample && i < len(d); i++ {
			x := d[i*len(d)/min(sample, len(d))]
			fmt.Printf("  %s: %s: %s\n", a, trimModCache(x.Posn), x.Message)
		}
	}
}

// counts formats "a=1 b=0" in name order.
func counts(m map[string]int) string {
	names := make([]string, 0, len(m))
	for a := range m {
		names = append(names, a)
	}
	slices.Sort(names)
	var parts []string
	for _, a := range names {
		parts = append(parts, fmt.Sprintf("%s=%d", a, m[a]))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, " ")
}

func trimModCache(posn string) string {
	for _, root := range []string{goEnv("GOMODCACHE"), goEnv("GOROOT")} {
		if root != "" {
			posn = strings.TrimPrefix(posn, root+string(filepath.Separator))
		}
	}
	return posn
}

var envCache = map[string]string{}

func goEnv(key string) string {
	if v, ok := envCache[key]; ok {
		return v
	}
	out, _ := exec.Command("go", "env", key).Output()
	envCache[key] = strings.TrimSpace(string(out))
	return envCache[key]
}

func tail(s string, n int) string {
	if len(s) > n {
		return "..." + s[len(s)-n:]
	}
	return s
}
