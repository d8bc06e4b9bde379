// Tool-only reads: a reason only told apart from a tool value, on a path
// where the other values pass as success.

package finishreason

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

// An agent loop often reads the reason only to tell tool calls apart:
//
//	if resp.StopReason == anthropic.StopReasonToolUse { ...; continue }
//	return text, nil
//
// A max_tokens or refusal stop is not a tool call, so it takes the path of
// a finished answer. Such a read tells tool calls from the rest and never
// looks at a failure, when the path the rest takes builds no error: the
// branch (or the statements after the if, the for loop or the switch)
// that a value other than the tool one reaches, and what follows it up to
// the function's end, constructs no error value, returns no sentinel, and
// neither panics nor exits. When it does (a forced tool call whose
// absence is an error), or when the comparison is any other shape (a
// switch with a default, a condition mixing && and ||), the read counts.

// toolOnly reports whether the reason field v read at sel is only
// compared with a tool value, on a path where the other values pass as
// success, and returns that comparison and the value.
func toolOnly(info *types.Info, sel inspector.Cursor, v *types.Var) (ast.Node, string, bool) {
	cur := climbConversions(info, sel)
	k, _ := cur.ParentEdge()
	if k != edge.BinaryExpr_X && k != edge.BinaryExpr_Y && k != edge.SwitchStmt_Tag {
		return nil, "", false // most reads: copied, passed, printed
	}
	rv, ok := llmapi.ReasonValuesOfField(v)
	if !ok || len(rv.Tools) == 0 {
		return nil, "", false
	}
	switch k {
	case edge.BinaryExpr_X, edge.BinaryExpr_Y:
		cmp := cur.Parent()
		b := cmp.Node().(*ast.BinaryExpr)
		other := b.Y
		if k == edge.BinaryExpr_Y {
			other = b.X
		}
		val, ok := toolValue(info, other, rv.Tools)
		if !ok || b.Op != token.EQL && b.Op != token.NEQ {
			return nil, "", false
		}
		region, ok := otherValuesPath(cmp, b.Op)
		if !ok || fails(info, region) {
			return nil, "", false
		}
		return b, val, true
	case edge.SwitchStmt_Tag:
		sw := cur.Parent()
		val, ok := toolCasesOnly(info, sw.Node().(*ast.SwitchStmt), rv.Tools)
		if !ok || fails(info, continuation(sw)) {
			return nil, "", false
		}
		return sw.Node(), val, true
	}
	return nil, "", false
}

// climbConversions steps over parentheses and conversions around a read:
// string(resp.StopReason) == "tool_use".
func climbConversions(info *types.Info, cur inspector.Cursor) inspector.Cursor {
	for {
		switch k, _ := cur.ParentEdge(); k {
		case edge.ParenExpr_X:
			cur = cur.Parent()
		case edge.CallExpr_Args:
			call := cur.Parent().Node().(*ast.CallExpr)
			if tv, ok := info.Types[call.Fun]; !ok || !tv.IsType() || len(call.Args) != 1 {
				return cur
			}
			cur = cur.Parent()
		default:
			return cur
		}
	}
}

// toolValue returns the constant e holds when it is one of tools.
func toolValue(info *types.Info, e ast.Expr, tools []string) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	s := constant.StringVal(tv.Value)
	return s, slices.Contains(tools, s)
}

// toolCasesOnly returns the first tool value of a switch whose every case
// is a tool value and which has no default: the other values go on after
// it.
func toolCasesOnly(info *types.Info, sw *ast.SwitchStmt, tools []string) (string, bool) {
	first := ""
	for _, st := range sw.Body.List {
		cc := st.(*ast.CaseClause)
		if cc.List == nil {
			return "", false // default: we cannot tell what it does
		}
		for _, e := range cc.List {
			val, ok := toolValue(info, e, tools)
			if !ok {
				return "", false
			}
			if first == "" {
				first = val
			}
		}
	}
	return first, first != ""
}

// otherValuesPath returns the statements a value other than the tool one
// reaches from the comparison cmp (op == or !=): alone or joined to others
// by || (for ==) or && (for !=) in an if or for condition.
func otherValuesPath(cmp inspector.Cursor, op token.Token) ([]ast.Stmt, bool) {
	join := token.LOR
	if op == token.NEQ {
		join = token.LAND
	}
	cur := cmp
	for {
		k, _ := cur.ParentEdge()
		switch k {
		case edge.ParenExpr_X:
			cur = cur.Parent()
			continue
		case edge.BinaryExpr_X, edge.BinaryExpr_Y:
			if cur.Parent().Node().(*ast.BinaryExpr).Op != join {
				return nil, false
			}
			cur = cur.Parent()
			continue
		case edge.IfStmt_Cond:
			ifs := cur.Parent()
			n := ifs.Node().(*ast.IfStmt)
			if op == token.NEQ {
				return append(slices.Clone(n.Body.List), fallsOn(n.Body.List, ifs)...), true
			}
			if n.Else != nil {
				return append([]ast.Stmt{n.Else}, fallsOn([]ast.Stmt{n.Else}, ifs)...), true
			}
			return continuation(ifs), true
		case edge.ForStmt_Cond:
			if op == token.NEQ {
				return nil, false
			}
			return continuation(cur.Parent()), true
		}
		return nil, false
	}
}

// fallsOn returns the statements after stmt when the branch list can end
// without leaving the function.
func fallsOn(list []ast.Stmt, stmt inspector.Cursor) []ast.Stmt {
	if len(list) > 0 {
		if _, ok := list[len(list)-1].(*ast.ReturnStmt); ok {
			return nil
		}
	}
	return continuation(stmt)
}

// continuation returns the statements that may run after stmt, as far as
// syntax tells: the rest of its list and, unless that ends in a return,
// the statements after each enclosing statement, up to the body of the
// function. A loop's body is followed by what comes after the loop, as a
// break or the loop's end leads there.
func continuation(stmt inspector.Cursor) []ast.Stmt {
	var out []ast.Stmt
	cur := stmt
	for {
		list, idx, ok := pkginspect.StmtList(cur)
		if !ok {
			// An if's else, a labeled statement: climb to the statement
			// that holds it.
			switch cur.Node().(type) {
			case *ast.FuncDecl, *ast.FuncLit, *ast.File:
				return out
			}
			cur = cur.Parent()
			continue
		}
		rest := list[idx+1:]
		out = append(out, rest...)
		if len(rest) > 0 {
			if _, ok := rest[len(rest)-1].(*ast.ReturnStmt); ok {
				return out
			}
		}
		// Climb past the list's holder (a block, a case clause) to the
		// statement it belongs to. A case clause ends its switch or
		// select: the clauses after it are not what follows.
		cur = cur.Parent()
		for {
			switch cur.Node().(type) {
			case *ast.FuncDecl, *ast.FuncLit:
				return out
			case *ast.CaseClause, *ast.CommClause:
				cur = cur.Parent()
				continue
			}
			if _, _, ok := pkginspect.StmtList(cur); ok {
				break
			}
			cur = cur.Parent()
		}
	}
}

// fails reports whether the statements build an error value (see
// buildsOrStops; a literal of an error type), return a package-level
// error, or panic or exit: the code treats the path as a failure.
// Function literals are not entered.
func fails(info *types.Info, stmts []ast.Stmt) bool {
	found := false
	for _, st := range stmts {
		ast.Inspect(st, func(n ast.Node) bool {
			if found {
				return false
			}
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.CompositeLit:
				found = code.ImplementsErrorOrPointer(info.TypeOf(n))
			case *ast.ReturnStmt:
				for _, e := range n.Results {
					if id, ok := ast.Unparen(e).(*ast.Ident); ok {
						if v, ok := info.Uses[id].(*types.Var); ok && v.Pkg() != nil && v.Parent() == v.Pkg().Scope() && code.ImplementsErrorOrPointer(v.Type()) {
							found = true // return ErrTruncated
						}
					}
				}
			case *ast.CallExpr:
				found = buildsOrStops(info, n)
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// buildsOrStops reports whether call makes an error or ends the program.
func buildsOrStops(info *types.Info, call *ast.CallExpr) bool {
	callee := typeutil.Callee(info, call)
	if b, ok := callee.(*types.Builtin); ok {
		return b.Name() == "panic"
	}
	fn, ok := callee.(*types.Func)
	if !ok || fn.Pkg() == nil {
		return false
	}
	switch path, name := fn.Pkg().Path(), fn.Name(); {
	case path == "errors" && (name == "New" || name == "Join"), path == "fmt" && name == "Errorf":
		return true
	case path == "os" && name == "Exit", path == "log" && strings.HasPrefix(name, "Fatal"), path == "log" && strings.HasPrefix(name, "Panic"):
		return true
	}
	// A function (not a method: stream.Err() reads an error) that returns
	// one error and is named for making one: NewAPIError,
	// status.Errorf, errors.Wrap, echo.NewHTTPError. A function that only
	// may fail (os.Remove) is not one.
	res := fn.Signature().Results()
	if fn.Signature().Recv() != nil || res.Len() != 1 || !code.ImplementsErrorOrPointer(res.At(0).Type()) {
		return false
	}
	name := fn.Name()
	for _, p := range []string{"New", "new", "Wrap", "With", "Err"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return strings.HasSuffix(name, "Error") || strings.HasSuffix(name, "Errorf")
}
