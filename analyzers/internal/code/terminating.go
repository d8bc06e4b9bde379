// This file holds the terminating statements of the Go specification.

package code

import (
	"go/ast"
	"go/token"
	"go/types"
)

// IsTerminating reports whether s is a terminating statement as the Go
// specification defines it: a return, a goto, a call of panic, a block
// or an if-else whose branches end in one, a for without condition or a
// break that leaves it, a switch or type switch with a default and a
// select whose clauses all end in one (or in fallthrough) and hold no
// break that leaves them, or such a statement labeled. A function whose
// body ends in one needs no final return. Pass the labeled statement,
// not the statement it labels, so that a break naming the label counts.
func IsTerminating(info *types.Info, s ast.Stmt) bool {
	return isTerminating(info, s, nil)
}

func isTerminating(info *types.Info, s ast.Stmt, label *ast.Ident) bool {
	switch s := s.(type) {
	case *ast.ReturnStmt, *ast.BranchStmt, *ast.ExprStmt:
		return IsJump(info, s, Return|Goto|Panic)
	case *ast.BlockStmt:
		return endsTerminating(info, s.List, false)
	case *ast.IfStmt:
		return s.Else != nil && isTerminating(info, s.Body, nil) && isTerminating(info, s.Else, nil)
	case *ast.LabeledStmt:
		return isTerminating(info, s.Stmt, s.Label)
	case *ast.ForStmt:
		return s.Cond == nil && !breaks(s.Body.List, label)
	case *ast.SwitchStmt:
		return clausesTerminate(info, s.Body, label, expressionSwitch)
	case *ast.TypeSwitchStmt:
		return clausesTerminate(info, s.Body, label, typeSwitch)
	case *ast.SelectStmt:
		return clausesTerminate(info, s.Body, label, selectStmt)
	}
	return false
}

// endsTerminating reports whether the last statement of list terminates;
// fallthrough counts in the clause of an expression switch.
func endsTerminating(info *types.Info, list []ast.Stmt, fallthroughs bool) bool {
	if len(list) == 0 {
		return false
	}
	last := list[len(list)-1]
	if IsJump(info, last, Fallthrough) {
		return fallthroughs
	}
	return isTerminating(info, last, nil)
}

// A clauses is the kind of statement whose clauses clausesTerminate
// reads.
type clauses int

const (
	expressionSwitch clauses = iota // needs a default; fallthrough ends a clause
	typeSwitch                      // needs a default
	selectStmt                      // needs no default
)

// clausesTerminate is the rule for switches and type switches (which need
// a default) and selects (which do not): every clause ends in a
// terminating statement and holds no break that leaves the statement.
func clausesTerminate(info *types.Info, body *ast.BlockStmt, label *ast.Ident, kind clauses) bool {
	hasDefault := kind == selectStmt
	for _, stmt := range body.List {
		var list []ast.Stmt
		switch c := stmt.(type) {
		case *ast.CaseClause:
			hasDefault = hasDefault || c.List == nil
			list = c.Body
		case *ast.CommClause:
			list = c.Body
		default:
			return false
		}
		if !endsTerminating(info, list, kind == expressionSwitch) || breaks(list, label) {
			return false
		}
	}
	return hasDefault
}

// breaks reports whether list holds a break that leaves the enclosing
// statement: an unlabeled break outside nested for, range, switch and
// select statements, or a break naming label.
func breaks(list []ast.Stmt, label *ast.Ident) bool {
	found := false
	for _, s := range list {
		ast.Inspect(s, func(n ast.Node) bool {
			if found {
				return false
			}
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.BranchStmt:
				if n.Tok == token.BREAK && (n.Label == nil || label != nil && n.Label.Name == label.Name) {
					found = true
				}
			case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
				if label != nil {
					// Only a labeled break can leave from in there.
					ast.Inspect(n, func(m ast.Node) bool {
						if br, ok := m.(*ast.BranchStmt); ok && br.Tok == token.BREAK && br.Label != nil && br.Label.Name == label.Name {
							found = true
						}
						_, lit := m.(*ast.FuncLit)
						return !found && !lit
					})
				}
				return false
			}
			return true
		})
	}
	return found
}
