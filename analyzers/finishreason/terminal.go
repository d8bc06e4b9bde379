// Terminal events: a Responses API stream names its status in the event
// that ends it.

package finishreason

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// A Responses API stream names its status in the event that ends it (see
// llmapi's terminal events): telling that event apart is a read.

// comparedWithTerminal reports whether the event type field read at sel
// is compared with a terminal event's type: ev.Type == "response.completed",
// or a switch on ev.Type with such a case.
func comparedWithTerminal(info *types.Info, sel inspector.Cursor) bool {
	k, _ := sel.ParentEdge()
	switch k {
	case edge.BinaryExpr_X, edge.BinaryExpr_Y:
		b := sel.Parent().Node().(*ast.BinaryExpr)
		if b.Op != token.EQL && b.Op != token.NEQ {
			return false
		}
		return isTerminalValue(info, b.X) || isTerminalValue(info, b.Y)
	case edge.SwitchStmt_Tag:
		for _, st := range sel.Parent().Node().(*ast.SwitchStmt).Body.List {
			for _, e := range st.(*ast.CaseClause).List {
				if isTerminalValue(info, e) {
					return true
				}
			}
		}
	}
	return false
}

func isTerminalValue(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String &&
		llmapi.IsTerminalEventValue(constant.StringVal(tv.Value))
}

// casesTerminalEvent reports whether a clause of a type switch names a
// terminal event's type.
func casesTerminalEvent(info *types.Info, sw *ast.TypeSwitchStmt) bool {
	for _, st := range sw.Body.List {
		for _, e := range st.(*ast.CaseClause).List {
			if llmapi.IsTerminalEventType(info.TypeOf(e)) {
				return true
			}
		}
	}
	return false
}
