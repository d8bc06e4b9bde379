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
//
// A //llmerrlint:ignore <analyzer>[,<analyzer>...] <reason> comment on the
// line of a diagnostic or the line before silences it; the ignoredirective
// analyzer reports directives without a reason or naming no analyzer.
// Generated files are skipped.
//
// # Exit codes
//
// Standalone (llmerrlint [flags] packages):
//
//	0  no diagnostics
//	1  the packages failed to load or an analyzer failed (type errors)
//	2  a bad flag or flag value
//	3  diagnostics were reported
//	0  with -json, whatever was found (read the JSON)
//	0  with -fix, once the fixes are applied; with -fix -diff, once the diff is printed
//	1  with -json or -fix, when the packages failed to load or a fix could not be applied
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
package main

import (
	"flag"
	"fmt"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/llmerrlint/llmerrlint/analyzers"
)

func main() {
	// multichecker parses flag.CommandLine, which on a bad flag prints the
	// error, then this, then exits 2. The full usage (every flag of every
	// analyzer) would bury the one line that matters.
	flag.CommandLine.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "run 'llmerrlint help' for usage")
	}
	multichecker.Main(analyzers.Default()...)
}
