// This file holds the retry without a continue: the loop that reads the
// chunks breaks on an error and the attempt loop simply goes round again.
package streamretry

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// breaksOut reports whether a loop that consumes the stream breaks on a
// failure, nothing after it in the attempt loop leaves that loop, and a
// success does leave it (a return at the stream's end in the consuming
// loop, or an exit under a condition after it): a failed attempt then goes round again. Without
// the exit on success the outer loop is no retry but a loop over turns
// (a chat that reads the next question after a failed answer).
func breaksOut(pass *analysis.Pass, s *stream, loop ast.Stmt, rs []region) bool {
	for _, r := range rs {
		if r.loop == nil || !breaksOnFailure(pass, r.body) {
			continue
		}
		after, ok := statementsAfter(body(loop), r.loop)
		if !ok {
			continue
		}
		if anyLeaves(pass, s, loop, after) {
			continue
		}
		if returnsAtEnd(pass, r.body) || exitsUnderCondition(pass, after) {
			return true
		}
	}
	return false
}

// breaksOnFailure reports whether the consuming loop's body has a break
// of that loop in the body of an if statement that tests err != nil.
func breaksOnFailure(pass *analysis.Pass, b ast.Node) bool {
	found := false
	walkWithStack(b, func(n ast.Node, stack []ast.Node) bool {
		br, ok := n.(*ast.BranchStmt)
		if ok && br.Tok == token.BREAK && br.Label == nil && !insideBreakable(stack[1:]) && underFailure(pass, stack) {
			found = true
		}
		return !found
	})
	return found
}

// insideBreakable reports whether an unlabeled break in stack would leave
// a statement other than the consuming loop.
func insideBreakable(stack []ast.Node) bool {
	for _, n := range stack {
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
			return true
		}
	}
	return false
}

// underFailure reports whether the last node of stack lies in the body of
// an if statement whose condition tests err != nil.
func underFailure(pass *analysis.Pass, stack []ast.Node) bool {
	for i, n := range stack {
		ifs, ok := n.(*ast.IfStmt)
		if ok && i+1 < len(stack) && stack[i+1] == ifs.Body && testsFailure(pass, ifs.Cond) {
			return true
		}
	}
	return false
}

// returnsAtEnd reports whether the consuming loop returns when the
// stream ends: under a test of an error that is no failure test
// (if errors.Is(err, io.EOF) { return nil }). A return when the consumer
// stops (if !yield(...) { return }) says nothing of success: a loop over
// an agent's turns has one too.
func returnsAtEnd(pass *analysis.Pass, b ast.Node) bool {
	found := false
	walkWithStack(b, func(n ast.Node, stack []ast.Node) bool {
		if _, ok := n.(*ast.ReturnStmt); ok && underEndTest(pass, stack) {
			found = true
		}
		return !found
	})
	return found
}

// underEndTest reports whether the last node of stack lies in the body of
// an if statement that tests an error without testing err != nil.
func underEndTest(pass *analysis.Pass, stack []ast.Node) bool {
	for i, n := range stack {
		ifs, ok := n.(*ast.IfStmt)
		if ok && i+1 < len(stack) && stack[i+1] == ifs.Body && mentionsError(pass, ifs.Cond) && !testsFailure(pass, ifs.Cond) {
			return true
		}
	}
	return false
}

// statementsAfter returns the statements that follow the consuming loop
// inner in each block between it and the attempt loop's body b. ok is
// false when another loop lies between them: a break of inner then goes
// round that loop, not the attempt loop.
func statementsAfter(b *ast.BlockStmt, inner ast.Stmt) (after []ast.Stmt, ok bool) {
	found := false
	walkWithStack(b, func(n ast.Node, stack []ast.Node) bool {
		if n != inner {
			return true
		}
		found, ok = true, true
		path := append(stack, n)
		for i := len(path) - 2; i >= 0; i-- {
			switch p := path[i].(type) {
			case *ast.ForStmt, *ast.RangeStmt:
				ok = false
			case *ast.BlockStmt:
				after = append(after, following(p.List, path[i+1])...)
			case *ast.CaseClause:
				after = append(after, following(p.Body, path[i+1])...)
			case *ast.CommClause:
				after = append(after, following(p.Body, path[i+1])...)
			}
		}
		return false
	})
	return after, found && ok
}

// following returns the statements of list after child.
func following(list []ast.Stmt, child ast.Node) []ast.Stmt {
	for i, st := range list {
		if st == child {
			return list[i+1:]
		}
	}
	return nil
}

// anyLeaves reports whether one of the statements leaves the attempt loop
// whatever happened: a return, a break or goto, a continue of another
// loop, a panic or a log.Fatal, or an if whose branches all leave.
func anyLeaves(pass *analysis.Pass, s *stream, loop ast.Stmt, stmts []ast.Stmt) bool {
	const leaves = code.Return | code.Panic | code.Goto | code.Break | code.LabeledBreak
	for _, st := range stmts {
		if code.IsJump(pass.TypesInfo, st, leaves) {
			return true
		}
		switch st := st.(type) {
		case *ast.BranchStmt:
			if st.Tok == token.CONTINUE && st.Label != nil && pass.TypesInfo.Uses[st.Label] != s.labels[loop] {
				return true
			}
		case *ast.ExprStmt:
			if call, ok := ast.Unparen(st.X).(*ast.CallExpr); ok && callLeaves(pass, call) {
				return true
			}
		case *ast.IfStmt:
			if branchesLeave(pass, st) {
				return true
			}
		}
	}
	return false
}

// branchesLeave reports whether an if statement, its else included,
// leaves the loop on every branch.
func branchesLeave(pass *analysis.Pass, ifs *ast.IfStmt) bool {
	if ifs.Else == nil || !leavesLoop(pass, ifs.Body) {
		return false
	}
	switch e := ifs.Else.(type) {
	case *ast.BlockStmt:
		return leavesLoop(pass, e)
	case *ast.IfStmt:
		return branchesLeave(pass, e)
	}
	return false
}

// callLeaves reports whether a call never returns: panic, os.Exit, and
// the display functions that leave (log.Fatal).
func callLeaves(pass *analysis.Pass, call *ast.CallExpr) bool {
	if code.CallsBuiltin(pass.TypesInfo, call, "panic") {
		return true
	}
	fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	return fn.Pkg().Path() == "os" && fn.Name() == "Exit" || llmapi.IsDisplayThatLeaves(fn)
}

// exitsUnderCondition reports whether one of the statements is an if
// statement whose body leaves the loop: the exit on success
// (if !failed { return }).
func exitsUnderCondition(pass *analysis.Pass, stmts []ast.Stmt) bool {
	for _, st := range stmts {
		if ifs, ok := st.(*ast.IfStmt); ok && leavesLoop(pass, ifs.Body) {
			return true
		}
	}
	return false
}
