package pkginspect

import (
	"go/ast"
	"testing"
)

// TestStmtList checks StmtList on every statement of three std packages:
// a statement found in a list is at its index there, and one not found
// has a parent whose statement lists do not hold it.
func TestStmtList(t *testing.T) {
	in, out := 0, 0
	for c := range New(parseStd(t)).Root().Preorder() {
		st, isStmt := c.Node().(ast.Stmt)
		if !isStmt {
			continue
		}
		list, i, ok := StmtList(c)
		if ok {
			if i < 0 || i >= len(list) || list[i] != st {
				t.Fatalf("StmtList of %T at %d: index %d does not hold it", st, st.Pos(), i)
			}
			in++
			continue
		}
		var lists [][]ast.Stmt
		switch p := c.Parent().Node().(type) {
		case *ast.BlockStmt:
			lists = append(lists, p.List)
		case *ast.CaseClause:
			lists = append(lists, p.Body)
		case *ast.CommClause:
			lists = append(lists, p.Body)
		}
		for _, l := range lists {
			for _, s := range l {
				if s == st {
					t.Fatalf("StmtList missed %T at %d in its parent's list", st, st.Pos())
				}
			}
		}
		out++
	}
	if in < 1000 || out < 100 {
		t.Fatalf("only %d statements in lists and %d outside checked", in, out)
	}
}
