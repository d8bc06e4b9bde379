package suppress

import (
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// DirectiveAnalyzerName is the name of the analyzer that reports malformed
// //llmerrlint: directives.
const DirectiveAnalyzerName = "ignoredirective"

// NewDirectiveAnalyzer returns the analyzer that reports each malformed
// //llmerrlint: directive once: one without a reason, one naming an analyzer
// not in known, one with a space after //, an unknown verb, and the
// deprecated //llmerrlint:exhaustive. Generated files are skipped.
func NewDirectiveAnalyzer(known []string) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name: DirectiveAnalyzerName,
		Doc: "report malformed //llmerrlint:ignore directives\n\n" +
			"A directive //llmerrlint:ignore <analyzer>[,<analyzer>...] <reason> silences the named\n" +
			"analyzers' diagnostics on its line and the next. The reason is mandatory: a directive\n" +
			"without one suppresses nothing and is reported here, as is a name that is not an\n" +
			"analyzer (known: " + strings.Join(known, ", ") + ").\n\n" +
			"The deprecated //llmerrlint:exhaustive ignore <reason> still silences classswitch for\n" +
			"one release and is reported: write //llmerrlint:ignore classswitch <reason>.",
		URL:              "https://github.com/llmerrlint/llmerrlint/blob/main/README.md#suppression",
		RunDespiteErrors: true,
		Run: func(pass *analysis.Pass) (any, error) {
			for _, f := range pass.Files {
				if srcfile.IsGenerated(f) {
					continue
				}
				for _, d := range parseFile(f, known) {
					if d.problem != "" {
						pass.Report(analysis.Diagnostic{Pos: d.pos, Category: "directive", Message: d.problem})
					}
				}
			}
			return nil, nil
		},
	}
}
