package errtext

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// pkgState is what the analysis learns about one package: which of its
// functions return LLM errors, which error parameters receive them, and
// which functions search the text of a parameter.
type pkgState struct {
	pass       *analysis.Pass
	all        bool // -scope=all: every classification is reported
	importsLLM bool // for errors whose origin cannot be traced

	params   map[*types.Var]paramInfo // memo of paramOf
	ix       *pkginspect.Index
	called   map[*types.Func]bool // statically called outside tests
	returns  map[*types.Func]origin
	paramLLM map[*types.Var]origin
	helpers  map[*types.Func][]helper
	// textHelpers: the parameter whose text a function returns, or -1
	// (see texthelpers.go); nil until one is found.
	textHelpers map[*types.Func]int
	impls       map[*types.Func][]*types.Func // see dispatchTargets
	order       []*types.Func                 // functions with helpers, in source order
	inits       map[*types.Var]ast.Expr
	deps        deps // who read which summary, while the summaries are built
	// reporting is set on the last walk, when the summaries are complete.
	reporting bool
	grouped   grouped // the reporting walk's findings of one declaration
	// classifyAt is llmerr.Classify's position, once sought (remedy.go).
	classifyAt     token.Pos
	classifySought bool

	facts *pkgfacts.Reader[funcEntry] // what imported packages export
	// classifiersOnly: the package touches no LLM API, and exports only
	// the searches that can classify an LLM error (helperpkg.go).
	classifiersOnly bool

	walker *walker // reused by every walk (see newWalker)
}

// paramInfo locates a parameter: its function (nil for a literal), its
// index, and whether it is the error of an ADK model callback. found is
// false for a variable that is no parameter of a function declaration or
// literal of the package.
type paramInfo struct {
	found    bool
	fn       *types.Func
	index    int
	callback bool
	module   string // for a callback's error: the ADK module, with its major
}

// helper is a searched parameter of a function of this package, with the
// position of the search.
type helper struct {
	searchedParam
	pos token.Pos
	// own: the search is in the function's own body, not in a helper it
	// hands the parameter to.
	own bool
	// fields: when the needles are a list of structs, the fields of its
	// elements searched for, in every search of the parameter
	// (tables.go). Not exported: a table is read where it is passed.
	fields []*types.Var
}

func newPkgState(pass *analysis.Pass, all bool, ix *pkginspect.Index) *pkgState {
	a := &pkgState{
		pass:     pass,
		all:      all,
		params:   map[*types.Var]paramInfo{},
		called:   map[*types.Func]bool{},
		returns:  map[*types.Func]origin{},
		paramLLM: map[*types.Var]origin{},
		helpers:  map[*types.Func][]helper{},
		deps:     deps{cur: -1},
		facts:    pkgfacts.NewReader(pass, new(errtextFacts)),
		ix:       ix,
	}
	for _, imp := range pass.Pkg.Imports() {
		if llmapi.IsLLMPackage(imp.Path()) {
			a.importsLLM = true
		}
	}
	a.collect()
	a.sdkImplemented()
	a.importedImplemented()
	return a
}

// collect notes the functions of this package called outside tests, as
// typeutil.StaticCallee finds them: a callee that is no interface method.
func (a *pkgState) collect() {
	info := a.pass.TypesInfo
	for file := range a.ix.Root().Children() {
		if srcfile.IsTest(a.pass.Fset, file.Node().(*ast.File)) {
			continue
		}
		for c := range file.Preorder((*ast.CallExpr)(nil)) {
			fn := a.ix.CalleeFunc(c, info)
			if fn == nil || fn.Pkg() != a.pass.Pkg {
				continue
			}
			if recv := fn.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) {
				continue
			}
			a.called[fn] = true
		}
	}
}

// paramOf locates the parameter v, found on first request: few of a
// package's parameters are ever asked for, and a table of them all was
// errtext's largest allocation.
func (a *pkgState) paramOf(v *types.Var) paramInfo {
	p, ok := a.params[v]
	if !ok {
		p = a.findParam(v)
		a.params[v] = p
	}
	return p
}

// findParam looks for v among the parameters of the function types in the
// top-level declaration that holds its position.
func (a *pkgState) findParam(v *types.Var) paramInfo {
	if v.Pkg() != a.pass.Pkg || v.IsField() {
		return paramInfo{}
	}
	pos := v.Pos()
	top, found := a.ix.TopAt(pos)
	if !found {
		return paramInfo{}
	}
	info := a.pass.TypesInfo
	for c := range top.Preorder((*ast.FuncType)(nil)) {
		ft := c.Node().(*ast.FuncType)
		if ft.Params == nil || pos < ft.Params.Pos() || ft.Params.End() <= pos {
			continue
		}
		var fn *types.Func
		var sig *types.Signature
		switch parent := c.Parent().Node().(type) {
		case *ast.FuncDecl:
			if fn, _ = info.Defs[parent.Name].(*types.Func); fn != nil {
				sig = fn.Signature()
			}
		case *ast.FuncLit:
			sig, _ = info.TypeOf(ft).(*types.Signature)
		}
		if sig == nil {
			continue
		}
		for j := 0; j < sig.Params().Len(); j++ {
			if sig.Params().At(j) != v {
				continue
			}
			p := paramInfo{found: true, fn: fn, index: j}
			if j == 2 && llmapi.ModelCallbackKind(sig) != llmapi.NotCallback {
				p.callback = true
				p.module = llmapi.VersionedSDKModule(llmapi.SDKPathOf(sig.Params().At(1).Type()))
			}
			return p
		}
	}
	return paramInfo{}
}

// paramIndex returns the index of v among the parameters of the declared
// function being walked.
func (w *walker) paramIndex(v *types.Var) (int, bool) {
	if w.fn == nil {
		return 0, false
	}
	params := w.fn.Signature().Params()
	for i := 0; i < params.Len(); i++ {
		if params.At(i) == v {
			return i, true
		}
	}
	return 0, false
}

// paramOrigin returns the origin of an error parameter.
func (a *pkgState) paramOrigin(v *types.Var) origin {
	p := a.paramOf(v)
	switch {
	case !p.found:
		return origin{}
	case p.callback:
		return llmOrigin(p.module)
	}
	a.deps.read(v)
	if o, ok := a.paramLLM[v]; ok {
		return o
	}
	if p.fn != nil && !a.called[p.fn] && code.ImplementsError(v.Type()) {
		return origin{kind: untraced}
	}
	return origin{}
}

// returnsOrigin returns the origin of the errors fn returns: from this
// package's summary or from a fact.
func (a *pkgState) returnsOrigin(fn *types.Func) origin {
	fn = fn.Origin()
	if fn.Pkg() == a.pass.Pkg {
		a.deps.read(fn)
		return a.returns[fn]
	}
	if e, pool, ok := a.facts.Lookup(fn); ok && e.LLM {
		o := llmOrigin(e.providers(pool)...)
		o.lost, o.others = e.Lost, e.Others
		return o
	}
	return origin{}
}

func (a *pkgState) addReturn(fn *types.Func, o origin) {
	old, ok := a.returns[fn]
	n := join(old, o)
	if !ok || !sameSummary(n, old) {
		a.returns[fn] = n
		a.deps.changed(fn)
	}
}

func (a *pkgState) addParamLLM(v *types.Var, o origin) {
	old, ok := a.paramLLM[v]
	n := join(old, o)
	if !ok || !sameSummary(n, old) {
		a.paramLLM[v] = n
		a.deps.changed(v)
	}
}

// addHelper records that fn searches the text of a parameter; the first
// search of each parameter, in source order, is kept. When that one is left
// to another helper and fn searches the parameter in its own body too,
// the related information points at fn's own search (its position, how
// and where), not into the helper it calls first. The needles, which
// decide whether a call is reported, are those of every search of the
// parameter whose needles are known, in the order the walks find them: a
// classifier that first looks for an image error and then for "rate
// limit" is one. The parameter holding the needles, if any, stays the
// first search's.
func (a *pkgState) addHelper(fn *types.Func, h helper) {
	for i, old := range a.helpers[fn] {
		if old.Index == h.Index {
			changed := false
			if h.own && !old.own {
				old.pos, old.How, old.At, old.own = h.pos, h.How, h.At, true
				changed = true
			}
			if n, grew := unionNeedles(old.Needles, h.Needles); grew {
				old.Needles = n
				changed = true
			}
			// matchesAny searches p.regex, then p.substring: the needles
			// of a table are in both fields.
			if old.NeedleParam == h.NeedleParam {
				for _, f := range h.fields {
					if !slices.Contains(old.fields, f) {
						old.fields = addField(slices.Clone(old.fields), f)
						changed = true
					}
				}
			}
			if changed {
				a.helpers[fn][i] = old
				a.deps.changed(fn)
			}
			return
		}
	}
	if len(a.helpers[fn]) == 0 {
		a.order = append(a.order, fn)
	}
	a.helpers[fn] = append(a.helpers[fn], h)
	a.deps.changed(fn)
}

// unionNeedles returns the needles of old followed by those of add that
// old lacks, and whether there are any. old is never modified: another
// summary may share it.
func unionNeedles(old, add []string) ([]string, bool) {
	var out []string
	for _, n := range add {
		if !slices.Contains(old, n) && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return old, false
	}
	return append(slices.Clip(old), out...), true
}

// helperOf returns the searched parameters of fn, of this package or from
// a fact, and whether fn is in this package.
func (a *pkgState) helperOf(fn *types.Func) ([]helper, bool) {
	if fn.Pkg() == a.pass.Pkg {
		a.deps.read(fn)
		return a.helpers[fn], true
	}
	if fn.Pkg() == nil {
		return nil, false // the error interface's Error method
	}
	if m := llmapi.SDKModule(fn.Pkg().Path()); m != "" && m != llmapi.SDKModule(a.pass.Pkg.Path()) {
		// An SDK's own classifier (fantasy.IsTransportError): calling it
		// is using the SDK as documented, and its text searches are the
		// SDK's to fix, not its caller's.
		return nil, false
	}
	e, pool, ok := a.facts.Lookup(fn)
	if !ok || len(e.Searched) == 0 {
		return nil, false
	}
	params := e.params(pool)
	hs := make([]helper, len(params))
	for i, p := range params {
		hs[i] = helper{searchedParam: p, pos: fn.Pos()}
	}
	return hs, false
}

// markReported notes that the search of fn's parameter is reported in fn.
func (a *pkgState) markReported(fn *types.Func, index int) {
	for i := range a.helpers[fn] {
		if a.helpers[fn][i].Index == index {
			a.helpers[fn][i].Reported = true
		}
	}
}

// initOf returns the initializer of a package-level variable, or nil.
func (a *pkgState) initOf(v *types.Var) ast.Expr {
	if a.inits == nil {
		a.inits = map[*types.Var]ast.Expr{}
		for _, in := range a.pass.TypesInfo.InitOrder {
			if len(in.Lhs) == 1 {
				a.inits[in.Lhs[0]] = in.Rhs
			}
		}
	}
	return a.inits[v]
}
