package finishreason

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// runner holds what one pass computes once: the uses of every local
// variable, the package's function declarations, and the summaries of
// those functions (memoised, computed on demand).
type runner struct {
	pass *analysis.Pass
	cfg  Config
	root inspector.Cursor

	uses    map[*types.Var][]inspector.Cursor
	decls   map[*types.Func]inspector.Cursor
	order   []*types.Func // decls in source order, for deterministic output
	carry   map[carryKey]bool
	params  map[*types.Func]*paramFact
	wraps   map[*types.Func]*wrapper
	pending map[*types.Func]bool
	bound   map[*types.Var]*types.Func // method values held in locals, built on demand
}

// wrapper describes a function of this package that returns an unread
// response, and the model call it comes from.
type wrapper struct {
	fact   wrapperFact
	origin ast.Node // the model call inside it
}

func newRunner(pass *analysis.Pass, cfg Config, in *inspector.Inspector) *runner {
	r := &runner{
		pass:    pass,
		cfg:     cfg,
		root:    in.Root(),
		uses:    map[*types.Var][]inspector.Cursor{},
		decls:   map[*types.Func]inspector.Cursor{},
		carry:   map[carryKey]bool{},
		params:  map[*types.Func]*paramFact{},
		wraps:   map[*types.Func]*wrapper{},
		pending: map[*types.Func]bool{},
	}
	for c := range r.root.Preorder((*ast.Ident)(nil), (*ast.FuncDecl)(nil)) {
		switch n := c.Node().(type) {
		case *ast.Ident:
			if v, ok := pass.TypesInfo.Uses[n].(*types.Var); ok && r.isLocal(v) {
				r.uses[v] = append(r.uses[v], c)
			}
		case *ast.FuncDecl:
			if fn, ok := pass.TypesInfo.Defs[n.Name].(*types.Func); ok && n.Body != nil {
				r.decls[fn] = c
				r.order = append(r.order, fn)
			}
		}
	}
	return r
}

func (r *runner) info() *types.Info { return r.pass.TypesInfo }

func (r *runner) objectOf(id *ast.Ident) types.Object {
	if obj := r.pass.TypesInfo.Defs[id]; obj != nil {
		return obj
	}
	return r.pass.TypesInfo.Uses[id]
}

// isLocal reports whether v is a variable declared inside a function of
// this package (parameters included).
func (r *runner) isLocal(v *types.Var) bool {
	return v.Pkg() == r.pass.Pkg && !v.IsField() && v.Parent() != nil && v.Parent() != r.pass.Pkg.Scope()
}

// carries reports whether a value of type t can hold a response, a chunk,
// a choice, a stream or an accumulator: a type that reaches a reason
// field, a function type (iter.Seq2) whose signature does, a generic type
// instantiated with one (ssestream.Stream[Chunk]), or an empty interface
// or a type parameter outside SDK types (an SDK request's map[string]any
// holds no response).
func (r *runner) carries(t types.Type) bool { return r.carriesIn(t, true) }

type carryKey struct {
	t     types.Type
	iface bool
}

func (r *runner) carriesIn(t types.Type, iface bool) bool {
	if t == nil {
		return false
	}
	k := carryKey{t, iface}
	if v, ok := r.carry[k]; ok {
		return v
	}
	r.carry[k] = false // cycles
	v := r.carriesUncached(t, iface)
	r.carry[k] = v
	return v
}

func (r *runner) carriesUncached(t types.Type, iface bool) bool {
	switch t := t.(type) {
	case *types.Alias:
		return r.carriesIn(types.Unalias(t), iface)
	case *types.Named:
		if pkg := t.Obj().Pkg(); pkg != nil && llmapi.IsSDK(pkg.Path()) {
			if types.IsInterface(t) && !t.Obj().Exported() {
				return true // a union's AsAny() variant (Stainless SDKs)
			}
			iface = false
		}
		args := t.TypeArgs()
		for i := 0; i < args.Len(); i++ {
			if r.carriesIn(args.At(i), iface) {
				return true
			}
		}
		return r.carriesIn(t.Underlying(), iface)
	case *types.Pointer:
		return r.carriesIn(t.Elem(), iface)
	case *types.Slice:
		return r.carriesIn(t.Elem(), iface)
	case *types.Array:
		return r.carriesIn(t.Elem(), iface)
	case *types.Chan:
		return r.carriesIn(t.Elem(), iface)
	case *types.Map:
		return r.carriesIn(t.Key(), iface) || r.carriesIn(t.Elem(), iface)
	case *types.Struct:
		for i := 0; i < t.NumFields(); i++ {
			if _, ok := llmapi.FieldOf(t.Field(i)); ok || r.carriesIn(t.Field(i).Type(), iface) {
				return true
			}
		}
	case *types.Signature:
		return r.carriesIn(t.Params(), iface) || r.carriesIn(t.Results(), iface)
	case *types.Tuple:
		for i := 0; i < t.Len(); i++ {
			if r.carriesIn(t.At(i).Type(), iface) {
				return true
			}
		}
	case *types.Interface:
		return iface && t.Empty()
	case *types.TypeParam:
		// A generic body (must[T], retry[T]) sees the response as T: like
		// an empty interface, T may hold one.
		return iface
	}
	return false
}

// modelCall describes a call that produces a response: a call of the
// table, or of a function that returns one unread.
type modelCall struct {
	call   *llmapi.Call // the table entry it comes down to
	result int          // the result that carries the response
	via    *types.Func  // the wrapper called, if any
	origin ast.Node     // the table call inside a wrapper of this package
}

func (r *runner) modelCallOf(call *ast.CallExpr) (modelCall, bool) {
	fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
	if !ok {
		if fn = r.boundMethod(call.Fun); fn == nil {
			return modelCall{}, false
		}
	}
	if c, ok := llmapi.CallOf(fn); ok {
		return modelCall{call: c, result: c.Result}, true
	}
	fn = fn.Origin()
	if w := r.wrapperOf(fn); w != nil {
		c := r.tableCall(w.fact.Call, w.fact.Family)
		if c == nil {
			return modelCall{}, false
		}
		return modelCall{call: c, result: w.fact.Result, via: fn, origin: w.origin}, true
	}
	return modelCall{}, false
}

// tableCall rebuilds the table entry named in a fact.
func (r *runner) tableCall(display, family string) *llmapi.Call {
	fam := llmapi.FamilyByName(family)
	if fam == nil {
		return nil
	}
	return &llmapi.Call{Display: display, Family: fam}
}

// wrapperOf returns the wrapper summary of fn: from this package's code,
// or from a fact exported by the package that declares it.
func (r *runner) wrapperOf(fn *types.Func) *wrapper {
	if w, ok := r.wraps[fn]; ok {
		return w
	}
	decl, ok := r.decls[fn]
	if !ok {
		var f wrapperFact
		if fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &f) {
			w := &wrapper{fact: f}
			r.wraps[fn] = w
			return w
		}
		r.wraps[fn] = nil
		return nil
	}
	if r.pending[fn] {
		return nil // recursion: not (yet) a wrapper
	}
	r.pending[fn] = true
	defer delete(r.pending, fn)
	var w *wrapper
	for c := range decl.Preorder((*ast.CallExpr)(nil)) {
		call := c.Node().(*ast.CallExpr)
		mc, ok := r.modelCallOf(call)
		if !ok || mc.call.Discards != "" {
			continue
		}
		fl := r.newFlow(decl)
		fl.fromCall(c, mc.result)
		if fl.read || fl.weak || fl.escaped || len(fl.returned) == 0 {
			continue
		}
		res := -1
		for i := range fl.returned {
			if res < 0 || i < res {
				res = i
			}
		}
		origin := ast.Node(call)
		if mc.origin != nil {
			origin = mc.origin
		}
		w = &wrapper{fact: wrapperFact{Result: res, Call: mc.call.Display, Family: mc.call.Family.Name}, origin: origin}
		break
	}
	r.wraps[fn] = w
	return w
}

// paramEffects returns what fn does with each response parameter: from
// this package's code or from a fact. nil means unknown.
func (r *runner) paramEffects(fn *types.Func) *paramFact {
	if pf, ok := r.params[fn]; ok {
		return pf
	}
	decl, ok := r.decls[fn]
	if !ok {
		var f paramFact
		if fn.Pkg() != nil && fn.Pkg() != r.pass.Pkg && r.pass.ImportObjectFact(fn, &f) {
			r.params[fn] = &f
			return &f
		}
		r.params[fn] = nil
		return nil
	}
	if r.pending[fn] {
		return nil // recursion: unknown
	}
	r.pending[fn] = true
	defer delete(r.pending, fn)
	sig := fn.Signature()
	pf := &paramFact{Effects: make([]string, sig.Params().Len()), Results: make([]int, sig.Params().Len())}
	any := false
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		pf.Results[i] = -1
		if !r.carries(p.Type()) {
			continue
		}
		any = true
		fl := r.newFlow(decl)
		fl.fromVar(p)
		switch {
		case fl.read || fl.weak:
			pf.Effects[i] = paramReads
		case fl.escaped || len(fl.returned) > 1:
			pf.Effects[i] = paramEscapes
		case len(fl.returned) == 1:
			pf.Effects[i] = paramReturns
			for res := range fl.returned {
				pf.Results[i] = res
			}
		default:
			pf.Effects[i] = paramUses
		}
	}
	if !any {
		pf = nil
	}
	r.params[fn] = pf
	return pf
}

// onlyLogged reports whether the read at sel only feeds a log or print
// call (for -strict).
func (r *runner) onlyLogged(sel inspector.Cursor) bool {
	cur := sel
	for {
		parent := cur.Parent()
		switch k, _ := cur.ParentEdge(); k {
		case edge.ParenExpr_X, edge.BinaryExpr_X, edge.BinaryExpr_Y, edge.KeyValueExpr_Value,
			edge.CompositeLit_Elts, edge.UnaryExpr_X, edge.IndexExpr_X, edge.SelectorExpr_X:
			cur = parent
		case edge.CallExpr_Args:
			call := parent.Node().(*ast.CallExpr)
			if tv, ok := r.pass.TypesInfo.Types[call.Fun]; ok && tv.IsType() {
				cur = parent // string(reason)
				continue
			}
			fn, ok := typeutil.Callee(r.pass.TypesInfo, call).(*types.Func)
			if !ok || fn.Pkg() == nil {
				return false
			}
			switch fn.Pkg().Path() {
			case "log", "log/slog":
				if fn.Pkg().Path() == "log/slog" && fn.Signature().Recv() == nil && !isLogName(fn.Name()) {
					cur = parent // slog.String("reason", ...) inside a logging call
					continue
				}
				return true
			case "fmt":
				return strings.HasPrefix(fn.Name(), "Print") || strings.HasPrefix(fn.Name(), "Fprint")
			}
			return false
		default:
			return false
		}
	}
}

func isLogName(name string) bool {
	switch name {
	case "Debug", "Info", "Warn", "Error", "Log", "DebugContext", "InfoContext", "WarnContext", "ErrorContext", "LogAttrs":
		return true
	}
	return false
}

// boundMethod returns the method of a method value called through a local
// variable, gen := client.Models.GenerateContent; gen(ctx, ...), when the
// variable is defined once from that method value and only ever called:
// never reassigned, passed on or addressed. Otherwise nil.
func (r *runner) boundMethod(fun ast.Expr) *types.Func {
	id, ok := ast.Unparen(fun).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := r.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !r.isLocal(v) {
		return nil
	}
	if r.bound == nil {
		r.bound = r.methodValues()
	}
	fn := r.bound[v]
	if fn == nil {
		return nil
	}
	for _, use := range r.uses[v] {
		if k, _ := use.ParentEdge(); k != edge.CallExpr_Fun {
			return nil
		}
	}
	return fn
}

// methodValues maps each local variable defined, alone, from a method
// value (gen := x.M, var gen = x.M) to that method.
func (r *runner) methodValues() map[*types.Var]*types.Func {
	m := map[*types.Var]*types.Func{}
	def := func(id *ast.Ident, rhs ast.Expr) {
		sel, ok := ast.Unparen(rhs).(*ast.SelectorExpr)
		if !ok {
			return
		}
		s := r.pass.TypesInfo.Selections[sel]
		if s == nil || s.Kind() != types.MethodVal {
			return
		}
		v, vok := r.pass.TypesInfo.Defs[id].(*types.Var)
		fn, fok := s.Obj().(*types.Func)
		if vok && fok {
			m[v] = fn
		}
	}
	for c := range r.root.Preorder((*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)) {
		switch n := c.Node().(type) {
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE && len(n.Lhs) == len(n.Rhs) {
				for i, lhs := range n.Lhs {
					if id, ok := lhs.(*ast.Ident); ok {
						def(id, n.Rhs[i])
					}
				}
			}
		case *ast.ValueSpec:
			if len(n.Names) == len(n.Values) {
				for i, id := range n.Names {
					def(id, n.Values[i])
				}
			}
		}
	}
	return m
}
