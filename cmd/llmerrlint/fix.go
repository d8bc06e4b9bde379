package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"

	"golang.org/x/tools/go/analysis"
)

// stockEnv makes the command x/tools' multichecker, unchanged: go vet and
// go fix run it so, and -fix runs it in a child process to apply fixes.
const stockEnv = "LLMERRLINT_STOCK_DRIVER"

// fixThenReport applies the fixes (or prints them as a diff) with x/tools'
// own fixer, in a child process, then says what is left: after -fix, the
// findings of a fresh run over the fixed files; after -fix -diff, the
// findings that have no fix. Exit 3 when findings remain, 0 when none do.
func fixThenReport(o *options, args []string) int {
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "llmerrlint: %v\n", err)
		return exitError
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), stockEnv+"=1")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return exit.ExitCode()
		}
		fmt.Fprintf(os.Stderr, "llmerrlint: %v\n", err)
		return exitError
	}
	if o.diff {
		// The files are unchanged: what the diff does not fix is what
		// has no fix.
		return standalone(o, func(d analysis.Diagnostic) bool { return len(d.SuggestedFixes) == 0 })
	}
	return standalone(o, func(analysis.Diagnostic) bool { return true })
}
