// Command llmerrlint runs llmerrlint's analyzers: model calls whose finish
// reason is never read, switches over llmerr.ErrorClass that miss classes,
// and the other checks listed by `llmerrlint help`.
//
// One binary serves every driver:
//
//	llmerrlint ./...                                  # standalone
//	llmerrlint -fix ./...                             # apply suggested fixes
//	llmerrlint -fix -diff ./...                       # print them as a diff
//	llmerrlint -json ./...                            # JSON to stdout
//	llmerrlint -c=2 ./...                             # show 2 lines of context
//	llmerrlint help finishreason                      # full documentation
//	go vet -vettool=$(command -v llmerrlint) ./...    # as go vet's tool
//	go fix -fixtool=$(command -v llmerrlint) -diff ./...
//
// Analyzer options are flags named -<analyzer>.<option>, e.g.
// -finishreason.strict or -classswitch.default-signifies-exhaustive; they
// pass through go vet and go fix unchanged. -<analyzer>=false skips one
// analyzer; -<analyzer> alone runs only the named ones. A bad value is
// rejected as the flag is parsed: one line naming the flag, a hint, and
// exit code 2, before any package is loaded. An unknown flag is the same.
// llmerrlint help lists the analyzers and flags.
//
// A //llmerrlint:ignore <analyzer>[,<analyzer>...] <reason> comment on the
// line of a diagnostic or the line before silences it; the ignoredirective
// analyzer reports directives without a reason or naming no analyzer.
// Generated files are skipped.
//
// # Exit codes
//
// Standalone (llmerrlint [flags] packages), with or without -json:
//
//	0  no findings
//	1  the packages failed to load, or an analyzer failed; type errors
//	   are printed, and "N packages with errors not fully analyzed" once
//	2  a bad flag, option value or configuration, e.g. a -classswitch.types
//	   entry whose package lacks that type; printed once, before any analysis
//	3  findings (without -json; with -json, 0 and the findings on stdout)
//
// With -fix, the fixes are applied, and the findings that remain are
// printed (after a fresh run over the fixed files): 0 when none remain,
// 3 when some do, 1 when a fix could not be applied. With -fix -diff, the
// diff goes to stdout and the findings that have no fix to stderr: 0 when
// every finding has a fix, 3 when some have none.
//
// go vet -vettool=llmerrlint:
//
//	0  no diagnostics
//	1  diagnostics were reported, or a package failed to build
//
// go fix -fixtool=llmerrlint (and go vet -fix):
//
//	0  fixes applied, or nothing to fix
//	1  with -diff, when the diff is not empty
//
// # Version
//
// llmerrlint version prints the version for people; -V=full prints it as
// go vet and go fix expect. It is the module version of `go install
// ...@v0.1.0`, the one `make install` stamps (git describe), or devel
// with the VCS revision of a plain `go build` in a clone.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/llmerrlint/llmerrlint/analyzers"
)

func main() {
	all := analyzers.Default()
	args := os.Args[1:]
	switch {
	case os.Getenv(stockEnv) == "1":
		stock(all)
	case driverMode(args):
		checkDriverFlags(all, args)
		stock(all)
	case len(args) == 1 && (args[0] == "version" || args[0] == "--version"):
		printVersion(os.Stdout)
		return
	case len(args) == 1 && (args[0] == "help" || args[0] == "-h" || args[0] == "-help" || args[0] == "--help"):
		printOverview(os.Stdout, all)
		return
	case len(args) > 0 && args[0] == "help":
		checkHelpNames(all, args[1:])
		stock(all) // one analyzer's page
	case len(args) > 0 && args[0] == "precommit":
		os.Exit(precommit(args[1:]))
	}
	o := parseFlags(all, args)
	if len(o.args) == 0 {
		fmt.Fprintln(os.Stderr, "llmerrlint: no packages given\nrun 'llmerrlint help' for usage")
		os.Exit(exitConfig)
	}
	if o.fix {
		os.Exit(fixThenReport(o, args))
	}
	os.Exit(standalone(o, func(analysis.Diagnostic) bool { return true }))
}

// driverMode reports whether the go command runs this binary: go vet and
// go fix first ask for -V=full and -flags, then pass one .cfg file.
func driverMode(args []string) bool {
	for _, a := range args {
		if a == "-flags" || a == "--flags" {
			return true
		}
	}
	return len(args) > 0 && strings.HasSuffix(args[len(args)-1], ".cfg")
}

// stock hands the command line to x/tools' multichecker, with llmerrlint's
// -V, whose version is real, and a one-line hint after a bad flag instead
// of the usage of every flag of every analyzer.
func stock(all []*analysis.Analyzer) {
	flag.CommandLine.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "run 'llmerrlint help' for usage")
	}
	flag.Var(versionFlag{}, "V", "print version and exit")
	multichecker.Main(all...)
	os.Exit(0)
}
