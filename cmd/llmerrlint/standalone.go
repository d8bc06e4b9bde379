package main

import (
	"cmp"
	"fmt"
	"go/token"
	"io"
	"os"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// Exit codes of a standalone run; the package comment documents them.
const (
	exitClean    = 0
	exitError    = 1 // packages failed to load, an analyzer failed, a fix did not apply
	exitConfig   = 2 // a bad flag, option value or configuration
	exitFindings = 3 // findings remain
)

// standalone loads the packages, checks the configuration against them,
// runs the analyzers and prints what they found, sorted by position.
// printable selects the diagnostics to print (all, or those without a fix
// after -fix -diff).
func standalone(o *options, printable func(analysis.Diagnostic) bool) int {
	pkgs, err := load(o.args, o.tests)
	if err != nil {
		fmt.Fprintf(os.Stderr, "llmerrlint: %v\n", err)
		return exitError
	}
	code := exitClean
	if packages.PrintErrors(pkgs) > 0 {
		code = exitError
	}
	if errs, warnings := checkConfig(o.analyzers, pkgs); len(errs) > 0 {
		for _, e := range errs {
			fmt.Fprintf(os.Stderr, "llmerrlint: %v\n", e)
		}
		return exitConfig
	} else {
		defer func() {
			for _, w := range warnings {
				fmt.Fprintf(os.Stderr, "llmerrlint: warning: %s\n", w)
			}
		}()
	}
	graph, err := checker.Analyze(o.analyzers, pkgs, nil)
	if err != nil {
		fmt.Fprintf(os.Stderr, "llmerrlint: %v\n", err)
		return exitError
	}
	if reportErrors(os.Stderr, graph) {
		code = exitError
	}
	if o.json {
		if err := graph.PrintJSON(os.Stdout); err != nil {
			return exitError
		}
		return code
	}
	diags := collect(graph, printable)
	printText(os.Stderr, diags, o.context)
	if len(diags) > 0 && code == exitClean {
		code = exitFindings
	}
	return code
}

func load(patterns []string, tests bool) ([]*packages.Package, error) {
	pkgs, err := packages.Load(&packages.Config{
		Mode:  packages.LoadAllSyntax | packages.NeedModule,
		Tests: tests,
	}, patterns...)
	if err == nil && len(pkgs) == 0 {
		err = fmt.Errorf("%s matched no packages", strings.Join(patterns, " "))
	}
	return pkgs, err
}

// reportErrors prints the errors of analyzers, one line each, except that
// "analysis skipped due to errors in package", which follows every
// package that does not type-check, is said once, with a count: the type
// errors themselves were printed already.
func reportErrors(w io.Writer, graph *checker.Graph) bool {
	skipped := map[string]bool{}
	failed := false
	for act := range graph.All() {
		if act.Err == nil {
			continue
		}
		failed = true
		if act.Package.IllTyped {
			skipped[act.Package.ID] = true
			continue
		}
		fmt.Fprintf(w, "llmerrlint: %s on %s: %v\n", act.Analyzer.Name, act.Package.ID, act.Err)
	}
	if n := len(skipped); n > 0 {
		fmt.Fprintf(w, "llmerrlint: %d %s with errors not fully analyzed; fix the errors above first\n", n, plural(n, "package", "packages"))
	}
	return failed
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// A diag is one diagnostic to print, with the file set of its package
// and the name of the analyzer that reported it.
type diag struct {
	fset     *token.FileSet
	pos      token.Position
	analyzer string
	analysis.Diagnostic
}

// collect returns the diagnostics of the root actions, each once (a file
// in both a package and its test variant is analyzed twice), sorted by
// file, line and column.
func collect(graph *checker.Graph, printable func(analysis.Diagnostic) bool) []diag {
	type key struct {
		pos, end token.Position
		analyzer string
		message  string
	}
	seen := map[key]bool{}
	var out []diag
	for _, act := range graph.Roots {
		if act.Err != nil {
			continue
		}
		for _, d := range act.Diagnostics {
			fset := act.Package.Fset
			k := key{fset.Position(d.Pos), fset.Position(d.End), act.Analyzer.Name, d.Message}
			if seen[k] || !printable(d) {
				continue
			}
			seen[k] = true
			out = append(out, diag{fset, k.pos, k.analyzer, d})
		}
	}
	slices.SortStableFunc(out, func(a, b diag) int {
		return cmp.Or(
			cmp.Compare(a.pos.Filename, b.pos.Filename),
			cmp.Compare(a.pos.Line, b.pos.Line),
			cmp.Compare(a.pos.Column, b.pos.Column),
			cmp.Compare(a.Message, b.Message))
	})
	return out
}

// printText prints file:line:col: analyzer: message for each diagnostic,
// and file:line:col: <tab>message for its related positions, with
// contextLines of source around each when contextLines >= 0. It is go
// vet's format with the analyzer's name before the message, as
// golangci-lint prints it: the name //llmerrlint:ignore needs.
func printText(w io.Writer, diags []diag, contextLines int) {
	files := map[string][]string{}
	show := func(fset *token.FileSet, pos, end token.Pos, message string) {
		posn := fset.Position(pos)
		fmt.Fprintf(w, "%s: %s\n", posn, message)
		if contextLines < 0 {
			return
		}
		endPosn := fset.Position(end)
		if !endPosn.IsValid() {
			endPosn = posn
		}
		lines, ok := files[posn.Filename]
		if !ok {
			data, _ := os.ReadFile(posn.Filename)
			lines = strings.Split(string(data), "\n")
			files[posn.Filename] = lines
		}
		for i := posn.Line - contextLines; i <= endPosn.Line+contextLines; i++ {
			if 1 <= i && i <= len(lines) {
				fmt.Fprintf(w, "%d\t%s\n", i, lines[i-1])
			}
		}
	}
	for _, d := range diags {
		show(d.fset, d.Pos, d.End, d.analyzer+": "+d.Message)
		for _, rel := range d.Related {
			show(d.fset, rel.Pos, rel.End, "\t"+rel.Message)
		}
	}
}
