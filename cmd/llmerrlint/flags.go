package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/internal/suggest"
)

// options are the command-line flags of a standalone run. They are the
// flags of x/tools' multichecker, which serves go vet and go fix, so that
// one command line works in every mode.
type options struct {
	json, fix, diff, tests bool
	context                int
	analyzers              []*analysis.Analyzer // the enabled ones
	args                   []string
}

// parseFlags parses args as multichecker does: -<analyzer>.<option> for
// each analyzer option, -<analyzer>[=false] to choose analyzers. A bad
// flag prints one line and the hint, and exits 2.
func parseFlags(all []*analysis.Analyzer, args []string) *options {
	fs := flag.NewFlagSet("llmerrlint", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // the error is printed below, with a suggestion
	o := &options{}
	enabled := analyzerFlags(fs, all)
	fs.BoolVar(&o.json, "json", false, "emit JSON output")
	fs.IntVar(&o.context, "c", -1, "display offending line with this many lines of context")
	fs.BoolVar(&o.fix, "fix", false, "apply all suggested fixes")
	fs.BoolVar(&o.diff, "diff", false, "with -fix, don't update the files, but print a unified diff")
	fs.BoolVar(&o.tests, "test", true, "indicates whether test files should be analyzed, too")
	fs.Var(versionFlag{}, "V", "print version and exit")
	fs.Var(versionFlag{}, "version", "print version and exit")
	fs.String("debug", "", "accepted for compatibility; no effect")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fmt.Fprintln(os.Stderr, "run 'llmerrlint help' for usage")
			os.Exit(0)
		}
		fmt.Fprintf(os.Stderr, "%v%s\nrun 'llmerrlint help' for usage\n", err, flagSuggestion(fs, err))
		os.Exit(exitConfig)
	}
	o.args = fs.Args()

	// As multichecker: any -NAME=true runs only those; otherwise any
	// -NAME=false runs all but those.
	var hasTrue, hasFalse bool
	for _, ts := range enabled {
		hasTrue = hasTrue || *ts == setTrue
		hasFalse = hasFalse || *ts == setFalse
	}
	for _, a := range all {
		switch ts := *enabled[a]; {
		case hasTrue && ts != setTrue, !hasTrue && hasFalse && ts == setFalse:
			continue
		}
		o.analyzers = append(o.analyzers, a)
	}
	return o
}

// flagSuggestion returns a "did you mean" for an unknown flag near a
// known one, or "".
func flagSuggestion(fs *flag.FlagSet, err error) string {
	name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: -")
	if !ok {
		return ""
	}
	var known []string
	fs.VisitAll(func(f *flag.Flag) { known = append(known, "-"+f.Name) })
	return suggest.DidYouMean("-"+name, known)
}

// analyzerFlags defines on fs the flags of the analyzers, as multichecker
// does: -<analyzer> to choose it, -<analyzer>.<option> for each option.
func analyzerFlags(fs *flag.FlagSet, all []*analysis.Analyzer) map[*analysis.Analyzer]*triState {
	enabled := map[*analysis.Analyzer]*triState{}
	for _, a := range all {
		ts := new(triState)
		enabled[a] = ts
		fs.Var(ts, a.Name, fmt.Sprintf("enable %q analysis", a.Name))
		a.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, a.Name+"."+f.Name, f.Usage) })
	}
	return enabled
}

// triState is a bool flag that knows whether it was set.
type triState int

const (
	unset triState = iota
	setTrue
	setFalse
)

func (ts *triState) IsBoolFlag() bool { return true }
func (ts *triState) Get() any         { return *ts == setTrue }
func (ts *triState) String() string {
	if *ts == setFalse {
		return "false"
	}
	return "true"
}
func (ts *triState) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return fmt.Errorf("want true or false")
	}
	*ts = setFalse
	if b {
		*ts = setTrue
	}
	return nil
}
