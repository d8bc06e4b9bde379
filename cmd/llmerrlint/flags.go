package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"

	"golang.org/x/tools/go/analysis"
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
	fs.Usage = func() { fmt.Fprintln(fs.Output(), "run 'llmerrlint help' for usage") }
	o := &options{}
	enabled := map[*analysis.Analyzer]*triState{}
	for _, a := range all {
		ts := new(triState)
		enabled[a] = ts
		fs.Var(ts, a.Name, fmt.Sprintf("enable %q analysis", a.Name))
		a.Flags.VisitAll(func(f *flag.Flag) { fs.Var(f.Value, a.Name+"."+f.Name, f.Usage) })
	}
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
			os.Exit(0)
		}
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
