// What the analyzers ask of a cursor beyond x/tools' API: a file's
// declarations, the statement list that holds a node, and a cursor of
// another inspector found in this one.

package pkginspect

import (
	"go/ast"
	"iter"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
)

// Decls yields the top-level declarations of a file's cursor, in order:
// its children other than the package name and the file's comment.
func Decls(file inspector.Cursor) iter.Seq[inspector.Cursor] {
	return func(yield func(inspector.Cursor) bool) {
		for ch := range file.Children() {
			if _, ok := ch.Node().(ast.Decl); ok && !yield(ch) {
				return
			}
		}
	}
}

// StmtList returns the statement list that holds the cursor's node (a
// block's, a case clause's or a select clause's body) and the node's
// index in it. ok is false when the node is in no statement list: an
// if's else, a labeled statement's body, an expression.
func StmtList(c inspector.Cursor) (list []ast.Stmt, index int, ok bool) {
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

// In returns c as a cursor of root's inspector: c itself when it is one
// and lies below root, or the cursor of its node found below root. A pass
// that resolves Requires has one inspector per package; an analyzer run
// on its own (a test calling Run) may hold cursors of two.
func In(c, root inspector.Cursor) (inspector.Cursor, bool) {
	if c.Inspector() == root.Inspector() {
		switch {
		case root.Node() == nil:
			return c, true
		case c.Node() == nil:
			return c, false
		}
		return c, root.Contains(c)
	}
	if c.Node() == nil {
		return inspector.Cursor{}, false
	}
	return root.FindNode(c.Node())
}
