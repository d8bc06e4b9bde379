package errtext

import (
	"fmt"
	"go/ast"

	"golang.org/x/tools/go/analysis"
)

// One taking of an error's text is one classification, however many
// times the text is then searched: msg := err.Error() followed by nine
// strings.Contains(msg, ...) is one classifier, and nine findings of it,
// each wanting its own directive, were noise. The searches of a text
// taken outside them are reported once, at the first one kept, with the
// others as related information. A text taken inside its search (the
// Error call written as the matcher's argument) is its own
// classification, and keeps its suggested fix.

// textGroup is the diagnostic of the searches of one taking of a text.
type textGroup struct {
	d        analysis.Diagnostic
	searches int
}

// grouped holds the diagnostics of the declaration being walked, in the
// order of their first search.
type grouped struct {
	byTaken map[ast.Expr]int
	groups  []textGroup
}

// add folds d, the diagnostic of search s, into the group of the text s
// searches.
func (g *grouped) add(s search, d analysis.Diagnostic) {
	if i, ok := g.byTaken[s.src.taken]; ok {
		g.groups[i].searches++
		g.groups[i].d.Related = append(g.groups[i].d.Related, analysis.RelatedInformation{
			Pos:     s.node.Pos(),
			End:     s.node.End(),
			Message: "searched again here " + s.how,
		})
		// The search inside a helper it calls, if any: d's related
		// information but its last, the taking the group already has.
		g.groups[i].d.Related = append(g.groups[i].d.Related, d.Related[:len(d.Related)-1]...)
		return
	}
	if g.byTaken == nil {
		g.byTaken = map[ast.Expr]int{}
	}
	g.byTaken[s.src.taken] = len(g.groups)
	g.groups = append(g.groups, textGroup{d: d, searches: 1})
}

// flush reports the groups and empties g.
func (g *grouped) flush(pass *analysis.Pass) {
	for _, t := range g.groups {
		if t.searches > 1 {
			t.d.Message += fmt.Sprintf(" (%d searches)", t.searches)
		}
		pass.Report(t.d)
	}
	clear(g.byTaken)
	g.groups = g.groups[:0]
}
