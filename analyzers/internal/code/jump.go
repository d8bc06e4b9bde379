// This file holds the statements after which control does not go on to
// the next statement: jumps, one statement each, and (in terminating.go)
// the terminating statements of the Go specification built from them.

package code

import (
	"go/ast"
	"go/token"
	"go/types"
)

// A Jump is a set of kinds of statement that send control elsewhere than
// to the statement after them. Callers say which they count: a guard
// that skips the rest of a block counts every branch, a loop that stops
// on success counts only those that leave the loop.
type Jump uint8

const (
	Return       Jump = 1 << iota // return
	Panic                         // a call of the builtin panic
	Goto                          // goto L
	Break                         // break, without a label: it leaves the innermost for, switch or select
	LabeledBreak                  // break L
	Continue                      // continue, with or without a label
	Fallthrough                   // fallthrough

	// Branch is every branch statement.
	Branch = Goto | Break | LabeledBreak | Continue | Fallthrough
)

// IsJump reports whether st is one of the jumps in set. It looks at st
// alone: a block or an if that ends in a jump is none (see IsTerminating).
// info resolves panic, which a local function may shadow.
func IsJump(info *types.Info, st ast.Stmt, set Jump) bool {
	return set&jumpOf(info, st) != 0
}

// EndsInJump reports whether the last statement of list is one of the
// jumps in set.
func EndsInJump(info *types.Info, list []ast.Stmt, set Jump) bool {
	return len(list) > 0 && IsJump(info, list[len(list)-1], set)
}

// jumpOf returns the kind of jump st is, or 0.
func jumpOf(info *types.Info, st ast.Stmt) Jump {
	switch st := st.(type) {
	case *ast.ReturnStmt:
		return Return
	case *ast.BranchStmt:
		switch st.Tok {
		case token.GOTO:
			return Goto
		case token.BREAK:
			if st.Label != nil {
				return LabeledBreak
			}
			return Break
		case token.CONTINUE:
			return Continue
		case token.FALLTHROUGH:
			return Fallthrough
		}
	case *ast.ExprStmt:
		if call, ok := ast.Unparen(st.X).(*ast.CallExpr); ok && CallsBuiltin(info, call, "panic") {
			return Panic
		}
	}
	return 0
}
