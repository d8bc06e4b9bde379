// This file holds where finishreason's fix checks a stream: the message an
// accumulator built, after the loop that consumes the stream and the
// check of the stream's error.

package finishreason

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

// accumulator is an SDK type that gathers a stream into the response a
// Check function takes.
type accumulator struct {
	pkgPath, typeName string // the accumulator's type
	method            string // the call that adds a chunk, in the loop
	arg               string // the Check argument, %s the accumulator
	check             checkFuncRef
	pkgName           string
}

const llmerrPath = "github.com/llmerrlint/llmerrlint/llmerr"

var accumulators = []accumulator{
	{"github.com/openai/openai-go/v3", "ChatCompletionAccumulator", "AddChunk", "&%s.ChatCompletion",
		checkFuncRef{llmerrPath + "/openai", "CheckChatCompletion"}, "openaierr"},
	{"github.com/anthropics/anthropic-sdk-go/v2", "Message", "Accumulate", "&%s",
		checkFuncRef{llmerrPath + "/anthropic", "CheckMessage"}, "anthropicerr"},
}

// streamFixSite finds where the check of a stream goes: the call assigns
// the stream to a variable, the next statements declare nothing the fix
// needs, a later statement of the same list is `for stream.Next() { ...
// acc.AddChunk(...) ... }` on a local accumulator, and the statement right
// after the loop checks stream.Err() and ends the path.
func (rp *reporter) streamFixSite(c inspector.Cursor) (fixSite, bool) {
	if kind, _ := c.ParentEdge(); kind != edge.AssignStmt_Rhs {
		return fixSite{}, false
	}
	asCur := c.Parent()
	as := asCur.Node().(*ast.AssignStmt)
	if len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return fixSite{}, false
	}
	stream, _ := rp.pass.TypesInfo.ObjectOf(code.IdentOf(as.Lhs[0])).(*types.Var)
	list, i, ok := pkginspect.StmtList(asCur)
	if stream == nil || !ok {
		return fixSite{}, false
	}
	for j := i + 1; j+1 < len(list); j++ {
		loop, ok := list[j].(*ast.ForStmt)
		if !ok || !rp.isMethodCall(loop.Cond, stream, "Next") {
			continue
		}
		acc, spec, ok := rp.accumulatorIn(loop.Body)
		ifs, ok2 := list[j+1].(*ast.IfStmt)
		if !ok || !ok2 || !rp.checksStreamErr(ifs, stream) {
			return fixSite{}, false
		}
		site := fixSite{after: ifs, errCheck: ifs, check: spec.check, pkgName: spec.pkgName,
			arg: fmt.Sprintf(spec.arg, acc.Name())}
		if init, ok := ifs.Init.(*ast.AssignStmt); ok && init.Tok == token.DEFINE && len(init.Lhs) == 1 {
			site.errVar, _ = rp.pass.TypesInfo.ObjectOf(code.IdentOf(init.Lhs[0])).(*types.Var)
		}
		return site, true
	}
	return fixSite{}, false
}

// isMethodCall reports whether e is recv.name() on the variable recv.
func (rp *reporter) isMethodCall(e ast.Expr, recv *types.Var, name string) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == name && rp.pass.TypesInfo.Uses[code.IdentOf(sel.X)] == recv
}

// accumulatorIn finds, in the loop's body, a chunk added to a local
// accumulator variable (not a field, not a parameter's pointee).
func (rp *reporter) accumulatorIn(body *ast.BlockStmt) (*types.Var, accumulator, bool) {
	var found *types.Var
	var spec accumulator
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found != nil {
			return found == nil
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		v, _ := rp.pass.TypesInfo.Uses[code.IdentOf(sel.X)].(*types.Var)
		if v == nil || v.IsField() || v.Parent() == rp.pass.Pkg.Scope() {
			return true
		}
		named := code.NamedOf(v.Type())
		if _, ptr := v.Type().(*types.Pointer); ptr || named == nil || named.Obj().Pkg() == nil {
			return true
		}
		for _, a := range accumulators {
			if named.Obj().Pkg().Path() == a.pkgPath && named.Obj().Name() == a.typeName && sel.Sel.Name == a.method {
				found, spec = v, a
			}
		}
		return found == nil
	})
	return found, spec, found != nil
}

// checksStreamErr reports whether ifs tests stream.Err() (in its
// condition, or in its init: if err := stream.Err(); err != nil), has no
// else, and ends the path.
func (rp *reporter) checksStreamErr(ifs *ast.IfStmt, stream *types.Var) bool {
	if ifs.Else != nil || !code.IsTerminating(rp.pass.TypesInfo, ifs.Body) {
		return false
	}
	b, ok := ifs.Cond.(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ || !code.IsNil(rp.pass.TypesInfo, b.Y) {
		return false
	}
	if rp.isMethodCall(b.X, stream, "Err") {
		return ifs.Init == nil
	}
	init, ok := ifs.Init.(*ast.AssignStmt)
	if !ok || len(init.Lhs) != 1 || len(init.Rhs) != 1 || !rp.isMethodCall(init.Rhs[0], stream, "Err") {
		return false
	}
	id := code.IdentOf(b.X)
	return id != nil && rp.pass.TypesInfo.ObjectOf(id) == rp.pass.TypesInfo.ObjectOf(code.IdentOf(init.Lhs[0]))
}
