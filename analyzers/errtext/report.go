package errtext

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/suppress"
)

// report reports a search that classifies an error by its text, in the
// way s.how says ("with strings.Contains", "with ==", "in a switch"). The
// remedy is in the analyzer's Doc, which the diagnostic's URL links to
// (remedy.go). Related information points at the search inside a helper,
// and at the line that took the text when that is elsewhere (msg :=
// err.Error(), then a search of msg).
func (w *walker) report(s search, needles []string, known bool) {
	// A finding that a directive drops needs neither message nor fix.
	if !suppress.Kept(w.a.pass, s.node.Pos()) {
		return
	}
	errExpr := s.src.errExpr
	d := analysis.Diagnostic{
		Pos:     s.node.Pos(),
		End:     s.node.End(),
		Message: fmt.Sprintf("error %s is classified by its message text %s", types.ExprString(errExpr), s.how),
	}
	if h := s.helper; h != nil {
		msg := s.helperName + " searches the text here"
		if !s.helperLocal {
			// Another package's helper: only its declaration has a
			// position here; the fact names the line of the search.
			msg = fmt.Sprintf("%s searches the text with %s (%s)", s.helperName, h.How, h.At)
		}
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: h.pos, Message: msg})
	}
	if at := s.src.org.lostAt; at.IsValid() {
		// llmerr.Classify cannot stand in for this search: say why.
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: at,
			Message: "an LLM error is rebuilt from its text here; its type is lost (wrap it with %w)"})
	}
	if t := s.src.taken; t != nil && (t.Pos() < s.node.Pos() || t.Pos() >= s.node.End()) {
		d.Related = append(d.Related, analysis.RelatedInformation{
			Pos:     t.Pos(),
			End:     t.End(),
			Message: "the text of " + types.ExprString(errExpr) + " is taken here",
		})
		// Taken outside the search, so no fix: grouped (see group.go).
		w.a.grouped.add(s, d)
		return
	}
	if s.direct && known && !w.a.all {
		if fix, ok := w.fix(s, needles); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
			w.a.reportWithRemedy(d)
			return
		}
	}
	if cond, ok := w.chainOf(s.node); ok {
		w.a.grouped.addChained(cond, types.ExprString(errExpr), s, d)
		return
	}
	w.a.reportWithRemedy(d)
}

// chainOf returns the condition that joins the search at n with others
// by || or &&, through parentheses and negations, when there is one.
func (w *walker) chainOf(n ast.Node) (ast.Node, bool) {
	cur, ok := w.decl.FindNode(n)
	if !ok {
		return nil, false
	}
	chained := false
	for {
		parent := cur.Parent()
		switch p := parent.Node().(type) {
		case *ast.ParenExpr:
		case *ast.UnaryExpr:
			if p.Op != token.NOT {
				return cur.Node(), chained
			}
		case *ast.BinaryExpr:
			if p.Op != token.LOR && p.Op != token.LAND {
				return cur.Node(), chained
			}
			chained = true
		default:
			return cur.Node(), chained
		}
		cur = parent
	}
}
