package finishreason

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/edge"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/lazyinspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// runner holds what one pass computes once: the package's function
// declarations, and, memoised on demand, the uses of local variables and
// the summaries of those functions.
type runner struct {
	pass *analysis.Pass
	cfg  Config
	ix   *lazyinspect.Index // the package's syntax; its root is ix.Root()

	uses    map[*types.Var][]lazyinspect.Cursor // memo of usesOf
	stores  map[*types.Var][]lazyinspect.Cursor // memo of callStores
	gotos   map[lazyinspect.Cursor]bool         // memo of hasGoto
	decls   map[*types.Func]lazyinspect.Cursor
	order   []*types.Func // decls in source order, for deterministic output
	carry   map[carryKey]bool
	params  map[*types.Func]*paramFact
	wraps   map[*types.Func]*wrapper
	pending map[*types.Func]bool
	// outcomes holds the outcome of following each model call checkCalls
	// followed, so that wrapperOf does not follow it again.
	outcomes map[*ast.CallExpr]outcome
	// found holds the model calls checkCalls found in each declaration it
	// checked, so that wrapperOf does not resolve every call again.
	found map[*types.Func][]foundCall
	// toolCmps are the tool-only comparisons reported: the calls of an
	// agent loop (the first, and the one that answers a tool call) share
	// one, and one finding says it.
	toolCmps map[ast.Node]bool
	// broken are the names of imports that failed (illTyped).
	broken map[types.Object]bool
	bound  map[*types.Var]*types.Func // method values held in locals, built on demand
	// concrete holds the types whose methods may implement an interface
	// of the package (concreteTypes), built on demand.
	concrete *[]*types.Named
	// sdkMethods are the model calls among the methods of the imported
	// SDKs' types, by name (sdkModelMethods), built on demand.
	sdkMethods map[string][]sdkMethod
	generated  map[*token.File]bool // the package's generated files

	facts *pkgfacts.Reader[funcEntry] // what other packages export

	fieldReads   map[*types.Var][]lazyinspect.Cursor // reads of followed fields, built on demand
	fieldFates   map[*types.Var]fate
	fieldPending map[*types.Var]bool

	judged *bool // some plugin may read the reason (pluginsJudge), once known

	fix []analysis.SuggestedFix // of the diagnostic being reported (reportFixable)
}

// wrapper describes a function of this package that returns an unread
// response, and the model call it comes from.
type wrapper struct {
	fact   wrapperFact
	origin ast.Node // the model call inside it
}

func newRunner(pass *analysis.Pass, cfg Config, in *lazyinspect.Index) *runner {
	r := &runner{
		pass:    pass,
		cfg:     cfg,
		ix:      in,
		uses:    map[*types.Var][]lazyinspect.Cursor{},
		stores:  map[*types.Var][]lazyinspect.Cursor{},
		gotos:   map[lazyinspect.Cursor]bool{},
		decls:   map[*types.Func]lazyinspect.Cursor{},
		carry:   map[carryKey]bool{},
		params:  map[*types.Func]*paramFact{},
		wraps:   map[*types.Func]*wrapper{},
		pending: map[*types.Func]bool{},

		outcomes: map[*ast.CallExpr]outcome{},
		found:    map[*types.Func][]foundCall{},
		facts:    pkgfacts.NewReader(pass, new(funcFacts)),

		fieldFates:   map[*types.Var]fate{},
		fieldPending: map[*types.Var]bool{},
	}
	r.generated = map[*token.File]bool{}
	for _, f := range pass.Files {
		if srcfile.IsGenerated(f) {
			r.generated[pass.Fset.File(f.Pos())] = true
		}
	}
	for file := range r.ix.Root().Children() {
		for c := range file.Decls() {
			if n, ok := c.Node().(*ast.FuncDecl); ok && n.Body != nil {
				if fn, ok := pass.TypesInfo.Defs[n.Name].(*types.Func); ok {
					r.decls[fn] = c
					r.order = append(r.order, fn)
				}
			}
		}
	}
	return r
}

// usesOf returns the uses of the local variable v, in source order. A
// local's uses all lie in the top-level declaration that declares it, and
// only identifiers spelt as v can be one: the type information is
// consulted for those alone, since a lookup there costs a cache miss on a
// large package, and most of a package's identifiers are no use of any
// variable a flow follows.
func (r *runner) usesOf(v *types.Var) []lazyinspect.Cursor {
	if !r.isLocal(v) {
		return nil
	}
	if uses, ok := r.uses[v]; ok {
		return uses
	}
	scope := r.ix.Root()
	if top, ok := r.ix.TopAt(v.Pos()); ok {
		scope = top
	}
	var uses []lazyinspect.Cursor
	name := v.Name()
	for c := range scope.Preorder((*ast.Ident)(nil)) {
		if id := c.Node().(*ast.Ident); id.Name == name && r.pass.TypesInfo.Uses[id] == types.Object(v) {
			uses = append(uses, c)
		}
	}
	r.uses[v] = uses
	return uses
}

func (r *runner) info() *types.Info { return r.pass.TypesInfo }

func (r *runner) objectOf(id *ast.Ident) types.Object {
	if obj := r.pass.TypesInfo.Defs[id]; obj != nil {
		return obj
	}
	return r.pass.TypesInfo.Uses[id]
}

// localVarOf returns the local variable that lhs, the left side of an
// assignment or declaration, names, or nil.
func (r *runner) localVarOf(lhs ast.Expr) *types.Var {
	id, ok := ast.Unparen(lhs).(*ast.Ident)
	if !ok {
		return nil
	}
	if v, ok := r.objectOf(id).(*types.Var); ok && r.isLocal(v) {
		return v
	}
	return nil
}

// isLocal reports whether v is a variable declared inside a function of
// this package (parameters included).
func (r *runner) isLocal(v *types.Var) bool {
	return v.Pkg() == r.pass.Pkg && !v.IsField() && v.Parent() != nil && v.Parent() != r.pass.Pkg.Scope()
}

// carries reports whether a value of type t can hold a response, a chunk,
// a choice, a stream or an accumulator: a type that reaches a reason
// field, a function type (iter.Seq2) whose signature does, a generic type
// instantiated with one (ssestream.Stream[Chunk]), an SDK interface the
// table names as holding one (llmapi.IsCarrierInterface), or an empty
// interface or a type parameter outside SDK types (an SDK request's
// map[string]any holds no response).
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
			if types.IsInterface(t) && (!t.Obj().Exported() || llmapi.IsCarrierInterface(t.Obj())) {
				// A union's AsAny() variant (Stainless SDKs); an event
				// union the table names (Bedrock's) and its reader.
				return true
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

// modelCallOf reports whether the call at cur is a model call: of the
// table, of a wrapper, or of a method value held in a local.
func (r *runner) modelCallOf(cur lazyinspect.Cursor) (modelCall, bool) {
	call := cur.Node().(*ast.CallExpr)
	fn := cur.CalleeFunc(r.pass.TypesInfo)
	if fn == nil {
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
	for _, use := range r.usesOf(v) {
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
	for c := range r.ix.Root().Preorder((*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)) {
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
