package streamretry

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// replays reports whether loop runs the stream s again after an error,
// once chunks of the failed attempt may have been handed on, and returns
// the first site that hands them on.
func replays(pass *analysis.Pass, s *stream, loop ast.Stmt) (forward, bool) {
	if !retryShape(pass, loop) {
		return forward{}, false
	}
	first, found := chunkFuncForward(pass, s)
	var sites []siteBlocks
	var sets []assignment
	rs := regions(pass, s, loop)
	for _, r := range rs {
		f, fs, as := scanRegion(pass, s, loop, r.body, r.seeds)
		if f != nil && !found {
			first, found = *f, true
		}
		sites = append(sites, fs...)
		sets = append(sets, as...)
	}
	if !found || guarded(pass, loop, guards(sites, sets)) || !retriesOnError(pass, s, loop, rs, first) {
		return forward{}, false
	}
	return first, true
}

// retryShape reports whether loop repeats by count or until it stops: a
// for statement, or a range over an integer or an iterator (a backoff
// schedule). A range over a slice, map, channel or string runs a stream
// per element, not a retry.
func retryShape(pass *analysis.Pass, loop ast.Stmt) bool {
	r, ok := loop.(*ast.RangeStmt)
	if !ok {
		return true
	}
	t := pass.TypesInfo.TypeOf(r.X)
	if t == nil {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsInteger != 0
	case *types.Signature:
		return true
	}
	return false
}

// siteBlocks is a forwarding site with the blocks that enclose it in its
// region: a statement of one of them runs whenever a chunk is forwarded.
type siteBlocks struct{ blocks []ast.Node }

// assignment is an update of a variable declared outside its region.
type assignment struct {
	obj   types.Object
	block ast.Node
}

// scanRegion finds the forwarding sites of one region, and the variables
// updated there. chunks starts with the region's seeds and grows, in
// source order, by the variables assigned from a chunk.
func scanRegion(pass *analysis.Pass, s *stream, loop ast.Stmt, region ast.Node, chunks []types.Object) (*forward, []siteBlocks, []assignment) {
	var first *forward
	var sites []siteBlocks
	var sets []assignment
	var blocks []ast.Node
	ast.Inspect(region, func(n ast.Node) bool {
		if n == nil {
			blocks = blocks[:len(blocks)-1]
			return true
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		chunks = derive(pass, n, chunks)
		if f, ok := forwardOf(pass, s, loop, n, chunks); ok {
			if first == nil {
				first = &f
			}
			sites = append(sites, siteBlocks{append([]ast.Node(nil), blocks...)})
		}
		var lhs []ast.Expr
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok != token.DEFINE {
				lhs = n.Lhs
			}
		case *ast.IncDecStmt:
			lhs = []ast.Expr{n.X}
		}
		for _, e := range lhs {
			id, ok := ast.Unparen(e).(*ast.Ident)
			if !ok || len(blocks) == 0 {
				continue
			}
			obj := pass.TypesInfo.ObjectOf(id)
			if obj != nil && !within(objNode(obj), region) && !code.IsError(obj.Type()) {
				sets = append(sets, assignment{obj, blocks[len(blocks)-1]})
			}
		}
		switch n.(type) {
		case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause:
			blocks = append(blocks, n)
		default:
			blocks = append(blocks, nil)
		}
		return true
	})
	return first, sites, sets
}

// derive adds to chunks the variables n assigns from a chunk. In a type
// switch on a chunk (switch v := ev.(type)), v is a variable of each
// clause's own.
func derive(pass *analysis.Pass, n ast.Node, chunks []types.Object) []types.Object {
	if ts, ok := n.(*ast.TypeSwitchStmt); ok {
		if as, ok := ts.Assign.(*ast.AssignStmt); ok && argsMention(pass, as.Rhs, chunks) {
			for _, c := range ts.Body.List {
				if v := pass.TypesInfo.Implicits[c]; v != nil {
					chunks = append(chunks, v)
				}
			}
		}
		return chunks
	}
	as, ok := n.(*ast.AssignStmt)
	if !ok || !argsMention(pass, as.Rhs, chunks) {
		return chunks
	}
	return append(chunks, lhsObjects(pass, as.Lhs)...)
}

// guards returns the variables updated on the path of a forwarding site:
// in a block that encloses it.
func guards(sites []siteBlocks, sets []assignment) []types.Object {
	var out []types.Object
	for _, a := range sets {
		for _, s := range sites {
			for _, b := range s.blocks {
				if b != nil && b == a.block {
					out = append(out, a.obj)
				}
			}
		}
	}
	return out
}

// guarded reports whether the loop tests one of the guards, in a
// condition of its own or of an if statement in its body: the retry then
// knows whether chunks went out (the fix the design article gives, and
// what llmerr.Retry does).
func guarded(pass *analysis.Pass, loop ast.Stmt, guards []types.Object) bool {
	if len(guards) == 0 {
		return false
	}
	if f, ok := loop.(*ast.ForStmt); ok && mentions(pass, f.Cond, guards) {
		return true
	}
	found := false
	ast.Inspect(body(loop), func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.IfStmt:
			found = mentions(pass, n.Cond, guards) && !onlyLogs(pass, n)
		case *ast.CaseClause:
			for _, e := range n.List {
				found = found || mentions(pass, e, guards)
			}
		}
		return true
	})
	return found
}

// onlyLogs reports whether the if statement only writes log lines
// (if sent { log.Print("restarting") }): testing the guard there does not
// stop the retry. Fatal and panic forms leave, so they guard.
func onlyLogs(pass *analysis.Pass, ifs *ast.IfStmt) bool {
	if ifs.Else != nil || len(ifs.Body.List) == 0 {
		return false
	}
	for _, stmt := range ifs.Body.List {
		es, ok := stmt.(*ast.ExprStmt)
		if !ok {
			return false
		}
		call, ok := ast.Unparen(es.X).(*ast.CallExpr)
		if !ok {
			return false
		}
		fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
		if !ok || !llmapi.IsDisplay(fn) || llmapi.IsDisplayThatLeaves(fn) {
			return false
		}
	}
	return true
}

// retriesOnError reports whether the loop goes round again on an error
// once chunks went out: a continue of the loop under a condition on an
// error, in a loop that consumes the stream or after the first chunk
// was forwarded (a continue on the call's own error retries before any);
// a last statement that leaves the loop only when an error is absent
// (if err == nil { return }); or a consuming loop that breaks on an error
// with nothing after it leaving the loop.
func retriesOnError(pass *analysis.Pass, s *stream, loop ast.Stmt, rs []region, first forward) bool {
	if s.retry != nil && loop == s.retry.loop {
		return returnsErrorAfterOutput(pass, s.retry.lit, rs, first)
	}
	b := body(loop)
	if leavesOnSuccess(pass, b) || breaksOut(pass, s, loop, rs) {
		return true
	}
	label := s.labels[loop]
	found := false
	walkWithStack(b, func(n ast.Node, stack []ast.Node) bool {
		if c, ok := n.(*ast.BranchStmt); ok && c.Tok == token.CONTINUE &&
			continues(pass, c, label, stack) && underError(pass, stack) && afterOutput(c, rs, first) {
			found = true
		}
		return !found
	})
	return found
}

// afterOutput reports whether chunks may have gone out when the continue
// c runs: it lies in a loop that consumes the stream, or after the first
// site that forwards a chunk.
func afterOutput(c ast.Node, rs []region, first forward) bool {
	if c.Pos() > first.pos {
		return true
	}
	for _, r := range rs {
		if within(c, r.body) {
			return true
		}
	}
	return false
}

// walkWithStack walks root, function literals aside, calling visit with
// each node and the nodes that enclose it below root, until visit returns
// false.
func walkWithStack(root ast.Node, visit func(n ast.Node, stack []ast.Node) bool) {
	stop := false
	var stack []ast.Node
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		if _, ok := n.(*ast.FuncLit); ok || stop {
			return false
		}
		if !visit(n, stack) {
			stop = true
			return false
		}
		stack = append(stack, n)
		return true
	})
}

// continues reports whether the continue statement c, reached through
// stack inside the loop's body, continues the loop.
func continues(pass *analysis.Pass, c *ast.BranchStmt, label types.Object, stack []ast.Node) bool {
	if c.Label != nil {
		return label != nil && pass.TypesInfo.Uses[c.Label] == label
	}
	for _, n := range stack {
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			return false
		}
	}
	return true
}

// underError reports whether an if or case on the stack tests an error.
func underError(pass *analysis.Pass, stack []ast.Node) bool {
	for _, n := range stack {
		switch n := n.(type) {
		case *ast.IfStmt:
			if mentionsError(pass, n.Cond) {
				return true
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				if mentionsError(pass, e) {
					return true
				}
			}
		}
	}
	return false
}

// leavesOnSuccess reports whether the loop body leaves the loop in an
// if statement on err == nil (or on a flag cleared only on an error), and
// nothing after it leaves the loop: a failed attempt goes round again.
func leavesOnSuccess(pass *analysis.Pass, b *ast.BlockStmt) bool {
	for i, stmt := range b.List {
		ifs, ok := stmt.(*ast.IfStmt)
		if !ok || !exitsOnSuccess(pass, b, ifs) {
			continue
		}
		for _, after := range b.List[i+1:] {
			switch after.(type) {
			case *ast.ReturnStmt, *ast.BranchStmt:
				return false
			}
		}
		return true
	}
	return false
}

// exitsOnSuccess reports whether the if statement leaves the loop when
// the attempt had no error: if err == nil { return }, or
// if err != nil { ... } else { return }.
func exitsOnSuccess(pass *analysis.Pass, b *ast.BlockStmt, ifs *ast.IfStmt) bool {
	if ifs.Else == nil {
		return leavesLoop(pass, ifs.Body) && (noError(pass, ifs.Cond) || successFlag(pass, b, ifs.Cond))
	}
	e, ok := ifs.Else.(*ast.BlockStmt)
	return ok && leavesLoop(pass, e) && !leavesLoop(pass, ifs.Body) && testsFailure(pass, ifs.Cond)
}

// leavesLoop reports whether a block of the loop's body ends by leaving
// the loop: a return, or an unlabeled break.
func leavesLoop(pass *analysis.Pass, b *ast.BlockStmt) bool {
	return code.EndsInJump(pass.TypesInfo, b.List, code.Return|code.Break)
}

// noError reports whether cond holds only without an error: err == nil,
// possibly in a chain of &&.
func noError(pass *analysis.Pass, cond ast.Expr) bool {
	return comparesErrorToNil(pass, cond, token.EQL)
}

// testsFailure reports whether cond holds on an error: err != nil, alone
// or in a chain of && and ||.
func testsFailure(pass *analysis.Pass, cond ast.Expr) bool {
	return comparesErrorToNil(pass, cond, token.NEQ)
}

// comparesErrorToNil reports whether cond compares an error with nil by
// op, alone or in a chain of && (and of || for !=: either side failing
// is a failure).
func comparesErrorToNil(pass *analysis.Pass, cond ast.Expr, op token.Token) bool {
	be, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok {
		return false
	}
	switch {
	case be.Op == token.LAND, be.Op == token.LOR && op == token.NEQ:
		return comparesErrorToNil(pass, be.X, op) || comparesErrorToNil(pass, be.Y, op)
	case be.Op == op:
		return code.IsError(pass.TypesInfo.TypeOf(be.X)) && code.IsNil(pass.TypesInfo, be.Y) ||
			code.IsError(pass.TypesInfo.TypeOf(be.Y)) && code.IsNil(pass.TypesInfo, be.X)
	}
	return false
}

func mentionsError(pass *analysis.Pass, e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if x, ok := n.(ast.Expr); ok && !found {
			if t := pass.TypesInfo.TypeOf(x); code.IsError(t) {
				found = true
			}
		}
		return !found
	})
	return found
}

func report(pass *analysis.Pass, s *stream, loop ast.Stmt, f forward) {
	pos, end, who := loop.Pos(), loop.Pos()+token.Pos(len("for")), "loop"
	if s.retry != nil && loop == s.retry.loop {
		pos, end, who = s.retry.call.Fun.Pos(), s.retry.call.Fun.End(), s.retry.name
	}
	pass.Report(analysis.Diagnostic{
		Pos: pos, End: end,
		Message: fmt.Sprintf("%s retries %s after forwarding chunks of the failed stream", who, s.display),
		Related: []analysis.RelatedInformation{{Pos: f.pos,
			Message: fmt.Sprintf("chunks are forwarded here (%s) before the stream has ended", f.what)}},
	})
}
