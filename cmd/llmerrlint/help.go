package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/internal/suggest"
)

const docsURL = "https://github.com/llmerrlint/llmerrlint/blob/main/docs/analyzers.md"

// printOverview answers `llmerrlint help`: what the tool is, its
// analyzers one line each, and where to read more. `llmerrlint help
// <analyzer>` is x/tools' page for one analyzer, with its flags.
func printOverview(w io.Writer, all []*analysis.Analyzer) {
	fmt.Fprintf(w, `llmerrlint %s reports LLM failures that Go code handles as successes.

Usage:
  llmerrlint [flags] packages               report findings (exit 3 when there are some)
  llmerrlint -fix [-diff] packages          apply the suggested fixes, report what is left
  llmerrlint -json packages                 findings as JSON on stdout
  llmerrlint help <analyzer>                one analyzer's documentation and options
  llmerrlint version                        the version of this binary
  go vet -vettool=$(command -v llmerrlint) packages
  go fix -fixtool=$(command -v llmerrlint) [-diff] packages

Analyzers:
`, buildVersion())
	width := 0
	for _, a := range all {
		width = max(width, len(a.Name))
	}
	for _, a := range all {
		summary, _, _ := strings.Cut(a.Doc, "\n")
		summary = strings.TrimPrefix(summary, a.Name+": ")
		fmt.Fprintf(w, "  %-*s  %s\n", width, a.Name, summary)
	}
	fmt.Fprintf(w, `
Options are flags -<analyzer>.<option> (see 'llmerrlint help <analyzer>');
-<analyzer>=false skips one analyzer, -<analyzer> alone runs only the named ones.
Other flags: -c=N (N lines of context), -test=false (skip test files), -V=full.

Exit codes: 0 no findings, 1 packages failed to load or analyze,
2 a bad flag or configuration, 3 findings remain.

Documentation: %s
`, docsURL)
}

// checkHelpNames answers `llmerrlint help <name>` for a name that is no
// analyzer: the nearest name if one is close, the list, and exit 2.
func checkHelpNames(all []*analysis.Analyzer, names []string) {
	var known []string
	for _, a := range all {
		known = append(known, a.Name)
	}
	for _, name := range names {
		if !slices.Contains(known, name) {
			fmt.Fprintf(os.Stderr, "llmerrlint: no analyzer %q%s\nanalyzers: %s\n",
				name, suggest.DidYouMean(name, known), strings.Join(known, ", "))
			os.Exit(exitConfig)
		}
	}
}
