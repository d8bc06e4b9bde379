package streamretry

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// forward is a site that hands a chunk on while the stream is running.
type forward struct {
	pos  token.Pos
	what string // "yield", "a send on out", "a write to w"
}

// region is code that runs while the stream delivers chunks, with the
// variables that hold a chunk when it starts: the range variables over
// the stream, the parameters of the function chunks are handed to.
type region struct {
	body  ast.Node
	seeds []types.Object
	loop  ast.Stmt // the loop that consumes the stream; nil for a streaming func
}

// regions returns the code that runs while the stream delivers chunks: the
// loops in loop that consume the stream, or the body of the function the
// chunks are handed to.
func regions(pass *analysis.Pass, s *stream, loop ast.Stmt) []region {
	if s.chunkFunc != nil {
		if lit, ok := ast.Unparen(s.chunkFunc).(*ast.FuncLit); ok {
			return []region{{lit.Body, paramsOf(pass, lit.Type), nil}}
		}
		return nil
	}
	handles := viaHandles(pass, s, body(loop))
	var out []region
	ast.Inspect(body(loop), func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.RangeStmt:
			if within(s.call, n.X) || mentions(pass, n.X, handles) {
				out = append(out, region{n.Body, append(lhsObjects(pass, []ast.Expr{n.Key, n.Value}), handles...), n})
				return false
			}
		case *ast.ForStmt:
			if !within(s.call, n.Body) && (mentions(pass, n.Cond, handles) || mentions(pass, n.Body, handles)) {
				out = append(out, region{n.Body, handles, n})
				return false
			}
		}
		return true
	})
	return out
}

// viaHandles returns the call's handles and, in source order, the
// variables of b set from a method that leads from one of them to the
// stream (llmapi.StreamCall.Via: Bedrock's stream := out.GetStream(),
// events := stream.Events()): a loop over those consumes the stream.
func viaHandles(pass *analysis.Pass, s *stream, b *ast.BlockStmt) []types.Object {
	if len(s.entry.Via) == 0 {
		return s.handles
	}
	handles := append([]types.Object(nil), s.handles...)
	add := func(lhs ast.Expr, rhs ast.Expr) {
		if leadsToStream(pass, s, rhs, handles) {
			handles = append(handles, lhsObjects(pass, []ast.Expr{lhs})...)
		}
	}
	ast.Inspect(b, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i := range n.Lhs {
					add(n.Lhs[i], n.Rhs[i])
				}
			}
		case *ast.ValueSpec:
			if len(n.Names) == len(n.Values) {
				for i := range n.Names {
					add(n.Names[i], n.Values[i])
				}
			}
		}
		return true
	})
	return handles
}

// leadsToStream reports whether e calls a method of s.Via on a value that
// mentions one of handles.
func leadsToStream(pass *analysis.Pass, s *stream, e ast.Expr, handles []types.Object) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	return s.entry.LeadsToStream(fn) && mentions(pass, sel.X, handles)
}

// chunkFuncForward reports a function value handed to the streaming option
// that comes from a parameter or a field: it forwards whatever it gets.
func chunkFuncForward(pass *analysis.Pass, s *stream) (forward, bool) {
	if s.chunkFunc == nil {
		return forward{}, false
	}
	if v := funcVar(pass, s.chunkFunc); v != nil && (v.IsField() || isParam(s, v)) {
		return forward{pos: s.chunkFunc.Pos(), what: "the streaming func " + v.Name()}, true
	}
	return forward{}, false
}

// forwardOf reports whether n hands a chunk on to code outside the loop:
// a call of a function parameter or field (yield, a callback), a send on a
// channel declared outside the loop, or a write to a writer that is not a
// local buffer, with an argument that comes from the stream (a log call
// with a counter forwards nothing).
func forwardOf(pass *analysis.Pass, s *stream, loop ast.Stmt, n ast.Node, chunks []types.Object) (forward, bool) {
	switch n := n.(type) {
	case *ast.SendStmt:
		if !mentions(pass, n.Value, chunks) {
			return forward{}, false
		}
		if root := rootObj(pass, n.Chan); root != nil && !within(objNode(root), loop) {
			return forward{pos: n.Pos(), what: "a send on " + root.Name()}, true
		}
	case *ast.CallExpr:
		if !argsMention(pass, n.Args, chunks) {
			return forward{}, false
		}
		if v := funcVar(pass, n.Fun); v != nil && (v.IsField() || isParam(s, v)) {
			if v.Name() == "yield" {
				return forward{pos: n.Pos(), what: "yield"}, true
			}
			return forward{pos: n.Pos(), what: "a call of " + v.Name()}, true
		}
		if w := writer(pass, n); w != nil && !isBuffer(pass.TypesInfo.TypeOf(w)) {
			root := rootObj(pass, w)
			if root == nil {
				return forward{pos: n.Pos(), what: "a write"}, true
			}
			if !within(objNode(root), loop) {
				return forward{pos: n.Pos(), what: "a write to " + root.Name()}, true
			}
		}
	}
	return forward{}, false
}

func argsMention(pass *analysis.Pass, args []ast.Expr, objs []types.Object) bool {
	for _, a := range args {
		if mentions(pass, a, objs) {
			return true
		}
	}
	return false
}

// objNode stands for obj's declaration when comparing positions.
type posNode token.Pos

func (p posNode) Pos() token.Pos { return token.Pos(p) }
func (p posNode) End() token.Pos { return token.Pos(p) }

func objNode(obj types.Object) ast.Node { return posNode(obj.Pos()) }

// funcVar returns the variable or field of function type that e names.
func funcVar(pass *analysis.Pass, e ast.Expr) *types.Var {
	var id *ast.Ident
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		id = e
	case *ast.SelectorExpr:
		id = e.Sel
	default:
		return nil
	}
	v, ok := pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	if _, ok := v.Type().Underlying().(*types.Signature); !ok {
		return nil
	}
	return v
}

func isParam(s *stream, v *types.Var) bool {
	for _, p := range s.params {
		if p == v {
			return true
		}
	}
	return false
}

// writer returns the writer a call writes to: the receiver of a Write or
// WriteString method, or the first argument of fmt.Fprint*, io.WriteString
// and io.Copy.
func writer(pass *analysis.Pass, call *ast.CallExpr) ast.Expr {
	fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return nil
	}
	if fn.Signature().Recv() != nil {
		switch fn.Name() {
		case "Write", "WriteString":
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
				return sel.X
			}
		}
		return nil
	}
	if fn.Pkg() == nil || len(call.Args) == 0 {
		return nil
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "fmt.Fprint", "fmt.Fprintf", "fmt.Fprintln", "io.WriteString", "io.Copy":
		return call.Args[0]
	}
	return nil
}

// isBuffer reports whether t is a bytes.Buffer or strings.Builder (or a
// pointer to one): writing there keeps the chunk.
func isBuffer(t types.Type) bool {
	n := code.NamedOf(t)
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	switch n.Obj().Pkg().Path() + "." + n.Obj().Name() {
	case "bytes.Buffer", "strings.Builder":
		return true
	}
	return false
}

// rootObj returns the variable at the root of x.f[i].g, or nil.
func rootObj(pass *analysis.Pass, e ast.Expr) types.Object {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			return pass.TypesInfo.ObjectOf(x)
		case *ast.SelectorExpr:
			if _, isPkg := pass.TypesInfo.Uses[code.IdentOf(x.X)].(*types.PkgName); isPkg {
				return pass.TypesInfo.ObjectOf(x.Sel)
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.UnaryExpr:
			e = x.X
		default:
			return nil
		}
	}
}

func body(loop ast.Stmt) *ast.BlockStmt {
	switch l := loop.(type) {
	case *ast.ForStmt:
		return l.Body
	case *ast.RangeStmt:
		return l.Body
	}
	return nil
}
