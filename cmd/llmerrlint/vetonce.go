// A bad flag value under go vet or go fix, said once per run of the go
// command rather than once per package.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/classswitch"
)

// checkDriverFlags runs before x/tools' unitchecker when the go command
// runs this binary on one package (args end in its vet.cfg). go vet asks
// the tool for its flags (-flags) without the user's values and then
// starts one process per package with them, so a bad value would fail
// every package with the same lines: hundreds on a large build. Here the
// first process of the go command's run prints the error and exits 2,
// which fails go vet; the others exit 0 at once, analyzing nothing and
// leaving nothing in go vet's cache (it stores only what a tool wrote).
// An unknown flag is left to unitchecker: go vet itself rejects the
// flags the tool does not declare.
func checkDriverFlags(all []*analysis.Analyzer, args []string) {
	if len(args) == 0 || !strings.HasSuffix(args[len(args)-1], ".cfg") {
		return
	}
	cfg := args[len(args)-1]
	err := parseDriverFlags(all, args[:len(args)-1])
	if err == nil {
		sayTypesErrorOnce(all, cfg)
		return
	}
	if !firstInRun(cfg) {
		os.Exit(0)
	}
	fmt.Fprintf(os.Stderr, "llmerrlint: %v\nrun 'llmerrlint help' for usage\n", err)
	os.Exit(exitConfig)
}

// sayTypesErrorOnce wraps classswitch's run for a go command's process:
// a -types entry that names a missing type fails every package importing
// the type's package with the same error, which only the first such
// process of the run reports. The others skip classswitch (it exports no
// facts) and go on with the other analyzers; the run fails all the same.
func sayTypesErrorOnce(all []*analysis.Analyzer, cfg string) {
	for _, a := range all {
		if a.Name != "classswitch" {
			continue
		}
		run := a.Run
		a.Run = func(pass *analysis.Pass) (any, error) {
			res, err := run(pass)
			if _, ok := errors.AsType[*classswitch.ConfigError](err); ok && !firstInRun(cfg) {
				return nil, nil
			}
			return res, err
		}
	}
}

// parseDriverFlags parses the flags the go command passes: the analyzers'
// and unitchecker's own (those that take a value: -c and -tags; any value
// of the others passes). It returns a bad value's error, nil otherwise.
func parseDriverFlags(all []*analysis.Analyzer, args []string) error {
	fs := flag.NewFlagSet("llmerrlint", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	analyzerFlags(fs, all)
	for _, name := range []string{"V", "all", "diff", "fix", "flags", "json", "source", "test", "v"} {
		fs.BoolFunc(name, "", func(string) error { return nil })
	}
	fs.String("c", "", "")
	fs.String("tags", "", "")
	// Unknown flags are left out: unitchecker reports them itself, so
	// what Parse can still fail on is a known flag's bad value.
	var known []string
	for _, a := range args {
		name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if strings.HasPrefix(a, "-") && fs.Lookup(name) == nil {
			continue
		}
		known = append(known, a)
	}
	return fs.Parse(known)
}

// objdirRE matches the directory of a vet.cfg the go command wrote: the
// action's directory, $WORK/b001, in the run's $WORK.
var objdirRE = regexp.MustCompile(`^b\d+$`)

// firstInRun reports whether this process is the first of the go
// command's run to claim the error: it creates a marker file in $WORK,
// the temporary directory the go command makes for one run and removes
// at its end. When cfg lies elsewhere (a tool run by hand), every
// process is first.
func firstInRun(cfg string) bool {
	dir, err := filepath.Abs(filepath.Dir(cfg))
	if err != nil || !objdirRE.MatchString(filepath.Base(dir)) {
		return true
	}
	f, err := os.OpenFile(filepath.Join(filepath.Dir(dir), "llmerrlint-config-error"), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if errors.Is(err, os.ErrExist) {
		return false
	}
	if err == nil {
		f.Close()
	}
	return true
}
