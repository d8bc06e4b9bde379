// -strict: a reason that is only logged, or only tested for presence,
// is not read.

package finishreason

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
)

// strict tells reads of the reason that -strict does not count.
type strict struct{ *runner }

// onlyPresence reports whether the read at cur is only compared with its
// type's zero value: reason != "" tells that the stream ended or that a
// stop came, not which (for -strict).
func (st *strict) onlyPresence(cur inspector.Cursor) bool {
	return st.onlyPresenceVia(cur, map[*types.Var]bool{})
}

// onlyPresenceVia follows the read through parentheses, conversions
// (string(reason)) and local variables whose every read only tests it
// (fr = string(reason); ...; if fr == "").
func (st *strict) onlyPresenceVia(cur inspector.Cursor, seen map[*types.Var]bool) bool {
	for {
		k, _ := cur.ParentEdge()
		if k == edge.ParenExpr_X {
			cur = cur.Parent()
			continue
		}
		if k == edge.CallExpr_Args {
			if tv, ok := st.pass.TypesInfo.Types[cur.Parent().Node().(*ast.CallExpr).Fun]; ok && tv.IsType() {
				cur = cur.Parent()
				continue
			}
		}
		break
	}
	k, idx := cur.ParentEdge()
	if k == edge.AssignStmt_Rhs || k == edge.ValueSpec_Values {
		return st.src.localOnly(cur.Parent().Node(), idx, seen, st.onlyPresenceVia)
	}
	if k != edge.BinaryExpr_X && k != edge.BinaryExpr_Y {
		return false
	}
	be := cur.Parent().Node().(*ast.BinaryExpr)
	if be.Op != token.EQL && be.Op != token.NEQ {
		return false
	}
	tv, ok := st.pass.TypesInfo.Types[otherOperand(be, k)]
	if !ok || tv.Value == nil {
		return false
	}
	switch tv.Value.Kind() {
	case constant.String:
		return constant.StringVal(tv.Value) == ""
	case constant.Int:
		return constant.Sign(tv.Value) == 0
	}
	return false
}

// strictDrops reports whether -strict drops the read at sel (it only
// logs the reason, or only tests it for presence), and keeps the first
// such read for the diagnostic.
func (f *flow) strictDrops(sel inspector.Cursor) bool {
	logged := f.r.display.onlyLogged(sel)
	if !logged && !f.r.strict.onlyPresence(sel) {
		return false
	}
	if p := f.partialReads(); p.strictRead == nil {
		p.strictRead, p.strictLogged = sel.Node(), logged
	}
	return true
}
