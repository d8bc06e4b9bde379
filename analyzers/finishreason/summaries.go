// Summaries of the package's functions: wrappers that return an
// unread response, and what a function does with a response parameter.

package finishreason

import (
	"go/ast"
	"go/types"
	"iter"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
)

// summaries holds what the package's functions do with a response:
// return it unread (a wrapper) or, for a response parameter, read, use,
// return or let it escape; and the facts other packages learn of them.
type summaries struct {
	*runner
	facts   *pkgfacts.Reader[funcEntry] // what other packages export
	params  map[*types.Func]*paramFact
	wraps   map[*types.Func]*wrapper
	pending map[*types.Func]bool // summaries being computed: recursion
	// outcomes holds the outcome of following each model call the report
	// followed, so that wrapperOf does not follow it again.
	outcomes map[*ast.CallExpr]outcome
	// found holds the model calls the report found in each declaration it
	// checked, so that wrapperOf does not resolve every call again.
	found map[*types.Func][]foundCall
}

// wrapperOf returns the wrapper summary of fn: from this package's code,
// or from a fact exported by the package that declares it.
func (sm *summaries) wrapperOf(fn *types.Func) *wrapper {
	if w, ok := sm.wraps[fn]; ok {
		return w
	}
	decl, ok := sm.src.decls[fn]
	if !ok && isMethodOfInterfaceIn(fn, sm.pass.Pkg) {
		if sm.pending[fn] {
			return nil // an implementation calls the method it implements
		}
		sm.pending[fn] = true
		defer delete(sm.pending, fn)
		w := sm.impls.ifaceWrapperOf(fn)
		sm.wraps[fn] = w
		return w
	}
	if !ok {
		if e, pool, ok := sm.facts.Lookup(fn); ok {
			if f, ok := e.wrapper(pool); ok {
				w := &wrapper{fact: f}
				sm.wraps[fn] = w
				return w
			}
		}
		sm.wraps[fn] = nil
		return nil
	}
	if sm.pending[fn] {
		return nil // recursion: not (yet) a wrapper
	}
	sm.pending[fn] = true
	defer delete(sm.pending, fn)
	var w *wrapper
	for fc := range sm.modelCallsOf(fn, decl) {
		c, mc := fc.c, fc.mc
		call := c.Node().(*ast.CallExpr)
		out, ok := sm.outcomes[call]
		if !ok {
			fl := newFlow(sm.runner, decl)
			sm.callbacks.noteCallbacks(fl, call, mc)
			fl.fromModelCall(c, mc)
			out = outcomeOf(fl)
		}
		if out.fate != fateReturned {
			continue
		}
		res := out.result
		origin := ast.Node(call)
		if mc.origin != nil {
			origin = mc.origin
		}
		w = &wrapper{fact: wrapperFact{Result: res, Call: mc.call.Display, Family: mc.call.Family.Name}, origin: origin}
		break
	}
	sm.wraps[fn] = w
	return w
}

// isMethodOfInterfaceIn reports whether fn is a method of an interface
// declared in pkg.
func isMethodOfInterfaceIn(fn *types.Func, pkg *types.Package) bool {
	recv := fn.Signature().Recv()
	return recv != nil && fn.Pkg() == pkg && types.IsInterface(recv.Type())
}

// foundCall is a model call of a declaration, other than a text-only one.
type foundCall struct {
	c  inspector.Cursor
	mc modelCall
}

// modelCallsOf yields the model calls of fn's declaration, other than
// text-only ones, in source order: those checkCalls found, or found anew
// for a declaration it did not check.
func (sm *summaries) modelCallsOf(fn *types.Func, decl inspector.Cursor) iter.Seq[foundCall] {
	return func(yield func(foundCall) bool) {
		if found, ok := sm.found[fn]; ok {
			for _, fc := range found {
				if !yield(fc) {
					return
				}
			}
			return
		}
		for c := range decl.Preorder((*ast.CallExpr)(nil)) {
			mc, ok := sm.calls.modelCallOf(c)
			if ok && mc.call.Discards == "" && !yield(foundCall{c, mc}) {
				return
			}
		}
	}
}

// outcome is what following a model call's response found: its fate, and
// the first result of the enclosing function that returns it (-1 if none).
type outcome struct {
	fate   fate
	result int
}

func outcomeOf(fl *flow) outcome {
	res := -1
	for i := range fl.returned {
		if res < 0 || i < res {
			res = i
		}
	}
	return outcome{fl.fate, res}
}

// paramEffects returns what fn does with each response parameter: from
// this package's code or from a fact. nil means unknown.
func (sm *summaries) paramEffects(fn *types.Func) *paramFact {
	if pf, ok := sm.params[fn]; ok {
		return pf
	}
	decl, ok := sm.src.decls[fn]
	if !ok {
		var pf *paramFact
		if e, _, ok := sm.facts.Lookup(fn); ok {
			pf = e.params()
		}
		if pf == nil {
			pf = sm.sinks.sinkEffects(fn) // a logger's interface
		}
		sm.params[fn] = pf
		return pf
	}
	if sm.pending[fn] {
		return nil // recursion: unknown
	}
	sm.pending[fn] = true
	defer delete(sm.pending, fn)
	sig := fn.Signature()
	pf := &paramFact{Effects: make([]effect, sig.Params().Len()), Results: make([]int, sig.Params().Len())}
	any := false
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		pf.Results[i] = -1
		if !sm.carriers.carries(p.Type()) {
			continue
		}
		any = true
		fl := newFlow(sm.runner, decl)
		fl.fromVar(p)
		pf.Effects[i], pf.Results[i] = effectOf(fl)
	}
	if !any {
		pf = nil
	}
	sm.params[fn] = pf
	return pf
}

// exportFacts records, for the callers in other packages, which functions
// return an unread response and what each does with a response parameter.
func (sm *summaries) exportFacts() {
	var table pkgfacts.Builder[funcEntry]
	for _, m := range sm.impls.interfaceMethods() {
		if w := sm.wrapperOf(m); w != nil {
			table.Add(m, entryOf(&table, &w.fact, nil))
		}
	}
	for _, fn := range sm.src.order {
		if !fn.Exported() {
			continue // other packages cannot call it
		}
		var wf *wrapperFact
		if w := sm.wrapperOf(fn); w != nil {
			wf = &w.fact
		}
		pf := sm.paramEffects(fn)
		if pf != nil && !sm.informs(fn, pf) {
			pf = nil
		}
		if wf != nil || pf != nil {
			table.Add(fn, entryOf(&table, wf, pf))
		}
	}
	if t, ok := table.Table(sm.pass, new(funcFacts)); ok {
		sm.pass.ExportPackageFact((*funcFacts)(&t))
	}
}

// informs reports whether pf tells a caller in another package more than
// no fact does (a callee without a fact is taken to let the response
// escape), about a parameter that can carry a response of an LLM API
// there: one whose type holds a response type, or an empty interface or
// type parameter of a package that imports an SDK itself. A helper taking
// `any` in a package that never touches a model gets no fact, so its
// importers keep their fast path.
func (sm *summaries) informs(fn *types.Func, pf *paramFact) bool {
	params := fn.Signature().Params()
	for i, e := range pf.Effects {
		if e == effectNone || e == effectEscapes || i >= params.Len() {
			continue
		}
		if sm.carriers.carriesIn(params.At(i).Type(), false) || importsLLM(sm.pass.Pkg) {
			return true
		}
	}
	return false
}

// wrapper describes a function of this package that returns an unread
// response, and the model call it comes from.
type wrapper struct {
	fact   wrapperFact
	origin ast.Node // the model call inside it
}
