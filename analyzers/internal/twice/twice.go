// Package twice renders everything an analyzer reports over fixtures, in
// the order it reports it, so that tests can run it twice and compare the
// two outputs byte for byte: map order must never reach a message, a
// related position or a fact.
package twice

import (
	"fmt"
	"go/token"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// quiet ignores the // want expectations: a determinism run over every
// fixture is not a conformance run.
type quiet struct{}

func (quiet) Errorf(string, ...any) {}

// Output runs a over the packages and renders diagnostics (in report
// order), their related information and the facts exported.
func Output(dir string, a *analysis.Analyzer, patterns ...string) string {
	var b strings.Builder
	for _, res := range analysistest.Run(quiet{}, dir, a, patterns...) {
		if res.Pass == nil {
			continue
		}
		fset := res.Pass.Fset
		at := func(p token.Pos) string {
			if !p.IsValid() {
				return "-"
			}
			position := fset.Position(p)
			rel, err := filepath.Rel(dir, position.Filename)
			if err != nil {
				rel = position.Filename
			}
			return fmt.Sprintf("%s:%d:%d", rel, position.Line, position.Column)
		}
		fmt.Fprintf(&b, "package %s\n", res.Pass.Pkg.Path())
		for _, d := range res.Diagnostics {
			fmt.Fprintf(&b, "%s: %s\n", at(d.Pos), d.Message)
			for _, r := range d.Related {
				fmt.Fprintf(&b, "\t%s: %s\n", at(r.Pos), r.Message)
			}
		}
		var facts []string
		for obj, fs := range res.Facts {
			for _, f := range fs {
				if obj == nil { // a package fact
					facts = append(facts, fmt.Sprintf("package: %v", f))
					continue
				}
				facts = append(facts, fmt.Sprintf("%s %s: %v", at(obj.Pos()), obj.Name(), f))
			}
		}
		sort.Strings(facts)
		for _, f := range facts {
			fmt.Fprintf(&b, "fact %s\n", f)
		}
	}
	return b.String()
}
