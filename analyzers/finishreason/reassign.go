// A variable that a later model call overwrites: its uses after that
// statement hold the later response.

package finishreason

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
)

// A variable reused for a second model call (resp, err =
// llm.GenerateContent(ctx, history) again, a common shape of agent loops
// and follow-up questions) holds the second response from that statement
// on. What the code does with it there, a read of its reason or an
// escape, is the second call's business and decides nothing about the
// first. The flow is otherwise flow-insensitive; this is the one case
// where the order of statements is certain: the reassignment is a
// statement of a block that encloses the use, so no path reaches the use
// without passing it.

// overwritten reports whether the use of v at use cannot see the value the
// model call at origin stored in it: another model call's response is
// assigned to v by a statement after origin and before use, in a block
// that encloses use, in the same function body, and that body holds no
// goto that could jump over the statement. A use in a closure is never
// overwritten: the closure may run at any time.
func (cl *calls) overwritten(v *types.Var, origin token.Pos, use inspector.Cursor) bool {
	if !origin.IsValid() || use.Node().Pos() <= origin {
		return false
	}
	for _, stmt := range cl.callStores(v) {
		if stmt.Node().Pos() <= origin || stmt.Node().End() > use.Node().Pos() {
			continue
		}
		switch stmt.Parent().Node().(type) {
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
		default:
			continue
		}
		body, ok := enclosingFunc(stmt)
		if !ok || !stmt.Parent().Contains(use) {
			continue
		}
		if useBody, ok := enclosingFunc(use); !ok || useBody != body || cl.src.hasGoto(body) {
			continue
		}
		return true
	}
	return false
}

// callStores returns the assignments that store a model call's response
// in v (resp, err = client.Models.GenerateContent(...)), in source order.
func (cl *calls) callStores(v *types.Var) []inspector.Cursor {
	if stores, ok := cl.stores[v]; ok {
		return stores
	}
	var stores []inspector.Cursor
	for _, use := range cl.src.usesOf(v) {
		k, idx := use.ParentEdge()
		if k != edge.AssignStmt_Lhs {
			continue
		}
		stmt := use.Parent()
		as := stmt.Node().(*ast.AssignStmt)
		if len(as.Rhs) != 1 {
			continue
		}
		call, ok := stmt.FindNode(as.Rhs[0])
		if _, isCall := as.Rhs[0].(*ast.CallExpr); !ok || !isCall {
			continue
		}
		if mc, ok := cl.modelCallOf(call); ok && mc.returnsResponse() && mc.result == idx {
			stores = append(stores, stmt)
		}
	}
	cl.stores[v] = stores
	return stores
}
