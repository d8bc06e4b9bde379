package lazyinspect

import (
	"go/ast"

	"golang.org/x/tools/go/ast/edge"
)

// StmtList returns the statement list that holds the cursor's node (a
// block's, a case clause's or a select clause's body) and the node's
// index in it. ok is false when the node is in no statement list: an
// if's else, a labeled statement's body, an expression.
func (c Cursor) StmtList() (list []ast.Stmt, index int, ok bool) {
	k, i := c.ParentEdge()
	switch k {
	case edge.BlockStmt_List:
		return c.Parent().Node().(*ast.BlockStmt).List, i, true
	case edge.CaseClause_Body:
		return c.Parent().Node().(*ast.CaseClause).Body, i, true
	case edge.CommClause_Body:
		return c.Parent().Node().(*ast.CommClause).Body, i, true
	}
	return nil, -1, false
}
