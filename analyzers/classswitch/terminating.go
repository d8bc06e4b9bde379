package classswitch

import (
	"go/ast"
	"go/token"
	"go/types"
)

// terminates reports whether sw is a terminating statement as the Go
// specification defines it: a default clause, no break that leaves it, and
// every clause ending in a terminating statement or fallthrough. A function
// that ends in such a switch needs no final return; an empty case added to
// it would end that, and the function would no longer compile.
func terminates(info *types.Info, sw *ast.SwitchStmt, label *ast.Ident) bool {
	hasDefault := false
	for _, stmt := range sw.Body.List {
		clause, ok := stmt.(*ast.CaseClause)
		if !ok {
			return false
		}
		if clause.List == nil {
			hasDefault = true
		}
		if !endsTerminating(info, clause.Body, true) || breaks(clause.Body, label) {
			return false
		}
	}
	return hasDefault
}

// endsTerminating reports whether the last statement of list terminates;
// fallthrough counts inside a switch clause.
func endsTerminating(info *types.Info, list []ast.Stmt, inClause bool) bool {
	if len(list) == 0 {
		return false
	}
	last := list[len(list)-1]
	if br, ok := last.(*ast.BranchStmt); ok && br.Tok == token.FALLTHROUGH {
		return inClause
	}
	return isTerminating(info, last, nil)
}

func isTerminating(info *types.Info, s ast.Stmt, label *ast.Ident) bool {
	switch s := s.(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		return s.Tok == token.GOTO
	case *ast.ExprStmt:
		call, ok := ast.Unparen(s.X).(*ast.CallExpr)
		if !ok {
			return false
		}
		id, ok := ast.Unparen(call.Fun).(*ast.Ident)
		if !ok {
			return false
		}
		_, builtin := info.Uses[id].(*types.Builtin)
		return builtin && id.Name == "panic"
	case *ast.BlockStmt:
		return endsTerminating(info, s.List, false)
	case *ast.IfStmt:
		return s.Else != nil && isTerminating(info, s.Body, nil) && isTerminating(info, s.Else, nil)
	case *ast.LabeledStmt:
		return isTerminating(info, s.Stmt, s.Label)
	case *ast.ForStmt:
		return s.Cond == nil && !breaks(s.Body.List, label)
	case *ast.SwitchStmt:
		return terminates(info, s, label)
	case *ast.TypeSwitchStmt:
		return clausesTerminate(info, s.Body, label, false)
	case *ast.SelectStmt:
		return clausesTerminate(info, s.Body, label, true)
	}
	return false
}

// clausesTerminate is the rule for type switches (which need a default)
// and selects (which do not).
func clausesTerminate(info *types.Info, body *ast.BlockStmt, label *ast.Ident, isSelect bool) bool {
	hasDefault := isSelect
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
		if !endsTerminating(info, list, false) || breaks(list, label) {
			return false
		}
	}
	return hasDefault
}

// breaks reports whether list holds a break that leaves the enclosing
// statement: an unlabeled break outside nested for, switch and select
// statements, or a break naming label.
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
