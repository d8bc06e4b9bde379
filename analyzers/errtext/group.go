package errtext

import (
	"fmt"
	"go/ast"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// One taking of an error's text is one classification, however many
// times the text is then searched: msg := err.Error() followed by nine
// strings.Contains(msg, ...) is one classifier, and nine findings of it,
// each wanting its own directive, were noise. The searches of a text
// taken outside them are reported once, at the first one kept, with the
// others as related information. A text taken inside its search (the
// Error call written as the matcher's argument) is its own
// classification, and keeps its suggested fix; but searches of one error
// joined by || or && into one condition, each taking err.Error() again,
// which no fix replaces, are one classification too, and one finding.

// textGroup is the diagnostic of the searches of one taking of a text.
type textGroup struct {
	d        analysis.Diagnostic
	searches int
}

// grouped holds the diagnostics of the declaration being walked, in the
// order of their first search.
type grouped struct {
	byKey  map[any]int
	groups []textGroup
}

// add folds d, the diagnostic of search s, into the group of the text s
// searches.
func (g *grouped) add(s search, d analysis.Diagnostic) {
	// d's related information but its last, the taking the group
	// already has: the search inside a helper it calls, if any.
	g.addKey(s.src.taken, s, d, d.Related[:len(d.Related)-1])
}

// chainKey names the searches of one error in one condition.
type chainKey struct {
	cond ast.Node
	err  string
}

// addChained folds d, the diagnostic of search s, into the group of the
// searches of the same error in the condition cond.
func (g *grouped) addChained(cond ast.Node, err string, s search, d analysis.Diagnostic) {
	g.addKey(chainKey{cond, err}, s, d, d.Related)
}

func (g *grouped) addKey(key any, s search, d analysis.Diagnostic, related []analysis.RelatedInformation) {
	if i, ok := g.byKey[key]; ok {
		g.groups[i].searches++
		g.groups[i].d.Related = append(g.groups[i].d.Related, analysis.RelatedInformation{
			Pos:     s.node.Pos(),
			End:     s.node.End(),
			Message: "searched again here " + s.how,
		})
		// The helper every search goes through is named once.
		for _, r := range related {
			if !slices.Contains(g.groups[i].d.Related, r) {
				g.groups[i].d.Related = append(g.groups[i].d.Related, r)
			}
		}
		return
	}
	if g.byKey == nil {
		g.byKey = map[any]int{}
	}
	g.byKey[key] = len(g.groups)
	g.groups = append(g.groups, textGroup{d: d, searches: 1})
}

// flush reports the groups through report and empties g.
func (g *grouped) flush(report func(analysis.Diagnostic)) {
	for _, t := range g.groups {
		if t.searches > 1 {
			t.d.Message += fmt.Sprintf(" (%d searches)", t.searches)
		}
		report(t.d)
	}
	clear(g.byKey)
	g.groups = g.groups[:0]
}
