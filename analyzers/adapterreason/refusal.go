// This file holds the Responses API's refusals: a refusal is a content
// item of its own, under a completed status, and an adapter that keeps
// only the output text reports it as a normal answer.
package adapterreason

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// refusalUse is what an adapter's functions do with the items of a
// Responses API answer.
type refusalUse struct {
	textRead token.Pos // the first read of the output text only
	reached  bool      // a refusal item is read, or "refusal" named
}

func (r *refusalUse) note(pass *analysis.Pass, n ast.Node) {
	switch n := n.(type) {
	case *ast.Ident:
		obj := pass.TypesInfo.Uses[n]
		if llmapi.IsOutputTextRead(obj) && !r.textRead.IsValid() {
			r.textRead = n.Pos()
		}
		r.reached = r.reached || llmapi.IsRefusalRead(obj) || namesRefusal(pass, n)
	case *ast.BasicLit:
		r.reached = r.reached || namesRefusal(pass, n)
	}
}

// namesRefusal reports whether e is the string constant "refusal": a
// test of an item's Type.
func namesRefusal(pass *analysis.Pass, e ast.Expr) bool {
	tv, ok := pass.TypesInfo.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == "refusal"
}

// dropsRefusals reports whether the adapter builds its responses, with a
// reason, from the output text of a Responses API answer alone, and no
// provider response leaves for code not seen here.
func (s *scanned) dropsRefusals() bool {
	if len(s.lits) == 0 || !s.refusals.textRead.IsValid() || s.refusals.reached || !s.mapped && !s.constant {
		return false
	}
	for _, n := range s.escapes {
		if !s.builds(n) {
			return false
		}
	}
	return true
}

func reportRefusals(pass *analysis.Pass, name string, s *scanned) {
	first := s.lits[0]
	msg := fmt.Sprintf("adapter %s keeps only the Responses API's output text: a refusal passes as an answer", name)
	if len(msg) > maxVetMessage {
		msg = fmt.Sprintf("adapter %s keeps only the output text: a refusal passes as an answer", name)
	}
	pass.Report(analysis.Diagnostic{
		Pos: s.refusals.textRead, End: s.refusals.textRead,
		Message: msg,
		Related: []analysis.RelatedInformation{{Pos: first.lit.Pos(), End: first.lit.End(),
			Message: fmt.Sprintf("the %s built here says nothing of the refusal", first.kind.Display)}},
	})
}
