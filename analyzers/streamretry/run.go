package streamretry

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

func run(pass *analysis.Pass) {
	if !relevant(pass.Pkg) {
		return
	}
	reported := map[ast.Stmt]bool{}
	// The calls come from the shared syntax index; the nodes around one
	// are gathered only for the rare call that streams.
	for c := range pkginspect.Of(pass).Root().Preorder((*ast.CallExpr)(nil)) {
		s, ok := streamCall(pass, c)
		if !ok {
			continue
		}
		for _, loop := range s.loops {
			if reported[loop] {
				break
			}
			if f, ok := replays(pass, s, loop); ok {
				reported[loop] = true
				report(pass, s, loop, f)
				break
			}
		}
	}
}

// relevant reports whether the package imports an SDK package of the
// table; only then can it make a streaming model call.
func relevant(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if llmapi.IsTablePackage(imp.Path()) {
			return true
		}
	}
	return false
}

// stream is a streaming model call and what surrounds it.
type stream struct {
	call    *ast.CallExpr
	entry   *llmapi.StreamCall
	display string
	handles []types.Object // variables the call's results are assigned to
	// chunkFunc is the function the chunks are handed to, for a call that
	// streams by an option (langchaingo's WithStreamingFunc).
	chunkFunc ast.Expr
	loops     []ast.Stmt // enclosing loops, innermost first, in this function
	labels    map[ast.Stmt]types.Object
	params    []types.Object // parameters of the enclosing functions
	retry     *retryCall     // a retry library's call around the function, if any
}

// streamCall reports whether the call at cur streams, and collects its
// context from the nodes that enclose it.
func streamCall(pass *analysis.Pass, cur inspector.Cursor) (*stream, bool) {
	call := cur.Node().(*ast.CallExpr)
	if !llmapi.MayStream(llmapi.CalleeName(call.Fun)) {
		return nil, false // most calls, ruled out before a lookup
	}
	fn, _ := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	if fn == nil {
		return nil, false
	}
	sc, c, ok := llmapi.StreamOf(fn)
	if !ok {
		return nil, false
	}
	s := &stream{call: call, entry: sc, display: c.Display, labels: map[ast.Stmt]types.Object{}}
	if sc.Flag > 0 {
		if len(call.Args) < sc.Flag {
			return nil, false
		}
		if tv := pass.TypesInfo.Types[call.Args[sc.Flag-1]]; tv.Value != nil && tv.Value.String() == "false" {
			return nil, false
		}
	}
	if sc.Config > 0 && (len(call.Args) < sc.Config || !streamingConfig(pass, sc, call.Args[sc.Config-1])) {
		return nil, false
	}
	if sc.Option != (llmapi.ObjectRef{}) {
		s.chunkFunc = optionArg(pass, sc, call)
		if s.chunkFunc == nil {
			return nil, false
		}
	}
	inFunc := true
	parent := cur.Parent()
	for enc := range parent.Enclosing() { // innermost first
		switch n := enc.Node().(type) {
		case *ast.FuncLit:
			s.params = append(s.params, paramsOf(pass, n.Type)...)
			if inFunc {
				if r, ok := retriedBy(pass, enc, n); ok {
					s.retry = r
					s.loops = append(s.loops, r.loop)
				}
			}
			inFunc = false
		case *ast.FuncDecl:
			s.params = append(s.params, paramsOf(pass, n.Type)...)
			if n.Recv != nil {
				s.params = append(s.params, fieldObjs(pass, n.Recv)...)
			}
			inFunc = false
		case *ast.ForStmt:
			if inFunc {
				s.loops = append(s.loops, n)
			}
		case *ast.RangeStmt:
			// The range over the stream itself runs the call once.
			if inFunc && !within(call, n.X) {
				s.loops = append(s.loops, n)
			}
		case *ast.LabeledStmt:
			if inFunc {
				s.labels[n.Stmt] = pass.TypesInfo.Defs[n.Label]
			}
		case *ast.AssignStmt:
			if enc == parent {
				s.handles = lhsObjects(pass, n.Lhs)
			}
		case *ast.ValueSpec:
			if enc == parent {
				for _, id := range n.Names {
					s.handles = append(s.handles, pass.TypesInfo.ObjectOf(id))
				}
			}
		}
	}
	return s, len(s.loops) > 0
}

// optionArg returns the function handed to the streaming option among the
// call's arguments, or nil when the call does not stream.
func optionArg(pass *analysis.Pass, sc *llmapi.StreamCall, call *ast.CallExpr) ast.Expr {
	for _, arg := range call.Args {
		opt, ok := ast.Unparen(arg).(*ast.CallExpr)
		if !ok || len(opt.Args) != 1 {
			continue
		}
		if fn, _ := typeutil.Callee(pass.TypesInfo, opt).(*types.Func); sc.IsStreamOption(fn) {
			return opt.Args[0]
		}
	}
	return nil
}

// streamingConfig reports whether a config literal turns streaming on:
// one of its fields is the table's Mode constant (runner.Run with
// agent.RunConfig{StreamingMode: agent.StreamingModeSSE}). A config built
// elsewhere is not followed.
func streamingConfig(pass *analysis.Pass, sc *llmapi.StreamCall, arg ast.Expr) bool {
	arg = ast.Unparen(arg)
	if u, ok := arg.(*ast.UnaryExpr); ok && u.Op == token.AND {
		arg = ast.Unparen(u.X)
	}
	lit, ok := arg.(*ast.CompositeLit)
	if !ok {
		return false
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		var id *ast.Ident
		switch v := ast.Unparen(kv.Value).(type) {
		case *ast.Ident:
			id = v
		case *ast.SelectorExpr:
			id = v.Sel
		}
		if id != nil && sc.IsStreamingMode(pass.TypesInfo.Uses[id]) {
			return true
		}
	}
	return false
}

func paramsOf(pass *analysis.Pass, ft *ast.FuncType) []types.Object {
	return fieldObjs(pass, ft.Params)
}

func fieldObjs(pass *analysis.Pass, fl *ast.FieldList) []types.Object {
	if fl == nil {
		return nil
	}
	var out []types.Object
	for _, f := range fl.List {
		for _, id := range f.Names {
			if obj := pass.TypesInfo.Defs[id]; obj != nil {
				out = append(out, obj)
			}
		}
	}
	return out
}

func lhsObjects(pass *analysis.Pass, lhs []ast.Expr) []types.Object {
	var out []types.Object
	for _, e := range lhs {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			if obj := pass.TypesInfo.ObjectOf(id); obj != nil {
				out = append(out, obj)
			}
		}
	}
	return out
}

// within reports whether n lies inside outer.
func within(n, outer ast.Node) bool {
	return outer != nil && outer.Pos() <= n.Pos() && n.End() <= outer.End()
}

// mentions reports whether n refers to one of objs.
func mentions(pass *analysis.Pass, n ast.Node, objs []types.Object) bool {
	if n == nil || len(objs) == 0 {
		return false
	}
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && !found {
			obj := pass.TypesInfo.Uses[id]
			for _, o := range objs {
				if obj != nil && obj == o {
					found = true
				}
			}
		}
		return !found
	})
	return found
}
