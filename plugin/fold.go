// This file folds a diagnostic's related information into its message,
// for golangci-lint, which would otherwise split it into issues of its own.
package plugin

import (
	"fmt"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// golangci-lint v2 turns each RelatedInformation into an issue of its own
// ("<analyzer>(related information): ..."), placed at the diagnostic when
// it is in another file; its SARIF printer has no relatedLocations. So a
// finding became several results, and the extra ones were dropped by its
// uniq-by-line and max-same-issues filters, or counted as findings. The
// plugin cannot give golangci-lint related locations, but it can keep one
// issue per finding: the related positions and messages go into the
// message, and the diagnostic reaches golangci-lint without Related.

// foldRelated makes a report every diagnostic with its related
// information in its message.
func foldRelated(a *analysis.Analyzer) {
	run := a.Run
	a.Run = func(pass *analysis.Pass) (any, error) {
		report := pass.Report
		pass.Report = func(d analysis.Diagnostic) {
			report(folded(pass, d))
		}
		return run(pass)
	}
}

// folded returns d with its related information appended to its message,
// each as "line N: message", or "file.go:N: message" in another file:
// "switch on llmerr.ErrorClass misses Truncated (related: line 30:
// default does not count as a case for them)".
func folded(pass *analysis.Pass, d analysis.Diagnostic) analysis.Diagnostic {
	if len(d.Related) == 0 {
		return d
	}
	at := pass.Fset.Position(d.Pos)
	parts := make([]string, len(d.Related))
	for i, r := range d.Related {
		rel := pass.Fset.Position(r.Pos)
		switch {
		case !rel.IsValid():
			parts[i] = r.Message
		case rel.Filename == at.Filename:
			parts[i] = fmt.Sprintf("line %d: %s", rel.Line, r.Message)
		default:
			parts[i] = fmt.Sprintf("%s:%d: %s", filepath.Base(rel.Filename), rel.Line, r.Message)
		}
	}
	d.Message += " (related: " + strings.Join(parts, "; ") + ")"
	d.Related = nil
	return d
}
