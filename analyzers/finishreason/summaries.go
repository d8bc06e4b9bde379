package finishreason

import (
	"go/ast"
	"go/types"
	"iter"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/lazyinspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
)

// wrapperOf returns the wrapper summary of fn: from this package's code,
// or from a fact exported by the package that declares it.
func (r *runner) wrapperOf(fn *types.Func) *wrapper {
	if w, ok := r.wraps[fn]; ok {
		return w
	}
	decl, ok := r.decls[fn]
	if !ok && isMethodOfInterfaceIn(fn, r.pass.Pkg) {
		if r.pending[fn] {
			return nil // an implementation calls the method it implements
		}
		r.pending[fn] = true
		defer delete(r.pending, fn)
		w := r.ifaceWrapperOf(fn)
		r.wraps[fn] = w
		return w
	}
	if !ok {
		if e, pool, ok := r.facts.Lookup(fn); ok {
			if f, ok := e.wrapper(pool); ok {
				w := &wrapper{fact: f}
				r.wraps[fn] = w
				return w
			}
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
	for fc := range r.modelCallsOf(fn, decl) {
		c, mc := fc.c, fc.mc
		call := c.Node().(*ast.CallExpr)
		out, ok := r.outcomes[call]
		if !ok {
			fl := r.newFlow(decl)
			r.noteCallbacks(fl, call, mc)
			fl.fromCall(c, mc.result)
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
	r.wraps[fn] = w
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
	c  lazyinspect.Cursor
	mc modelCall
}

// modelCallsOf yields the model calls of fn's declaration, other than
// text-only ones, in source order: those checkCalls found, or found anew
// for a declaration it did not check.
func (r *runner) modelCallsOf(fn *types.Func, decl lazyinspect.Cursor) iter.Seq[foundCall] {
	return func(yield func(foundCall) bool) {
		if found, ok := r.found[fn]; ok {
			for _, fc := range found {
				if !yield(fc) {
					return
				}
			}
			return
		}
		for c := range decl.Preorder((*ast.CallExpr)(nil)) {
			mc, ok := r.modelCallOf(c)
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
func (r *runner) paramEffects(fn *types.Func) *paramFact {
	if pf, ok := r.params[fn]; ok {
		return pf
	}
	decl, ok := r.decls[fn]
	if !ok {
		var pf *paramFact
		if e, _, ok := r.facts.Lookup(fn); ok {
			pf = e.params()
		}
		r.params[fn] = pf
		return pf
	}
	if r.pending[fn] {
		return nil // recursion: unknown
	}
	r.pending[fn] = true
	defer delete(r.pending, fn)
	sig := fn.Signature()
	pf := &paramFact{Effects: make([]effect, sig.Params().Len()), Results: make([]int, sig.Params().Len())}
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
		pf.Effects[i], pf.Results[i] = effectOf(fl)
	}
	if !any {
		pf = nil
	}
	r.params[fn] = pf
	return pf
}

// exportFacts records, for the callers in other packages, which functions
// return an unread response and what each does with a response parameter.
func (r *runner) exportFacts() {
	var table pkgfacts.Builder[funcEntry]
	for _, m := range r.interfaceMethods() {
		if w := r.wrapperOf(m); w != nil {
			table.Add(m, entryOf(&table, &w.fact, nil))
		}
	}
	for _, fn := range r.order {
		if !fn.Exported() {
			continue // other packages cannot call it
		}
		var wf *wrapperFact
		if w := r.wrapperOf(fn); w != nil {
			wf = &w.fact
		}
		pf := r.paramEffects(fn)
		if pf != nil && !r.informs(fn, pf) {
			pf = nil
		}
		if wf != nil || pf != nil {
			table.Add(fn, entryOf(&table, wf, pf))
		}
	}
	if t, ok := table.Table(r.pass, new(funcFacts)); ok {
		r.pass.ExportPackageFact((*funcFacts)(&t))
	}
}

// informs reports whether pf tells a caller in another package more than
// no fact does (a callee without a fact is taken to let the response
// escape), about a parameter that can carry a response of an LLM API
// there: one whose type holds a response type, or an empty interface or
// type parameter of a package that imports an SDK itself. A helper taking
// `any` in a package that never touches a model gets no fact, so its
// importers keep their fast path.
func (r *runner) informs(fn *types.Func, pf *paramFact) bool {
	params := fn.Signature().Params()
	for i, e := range pf.Effects {
		if e == effectNone || e == effectEscapes || i >= params.Len() {
			continue
		}
		if r.carriesIn(params.At(i).Type(), false) || r.importsLLM() {
			return true
		}
	}
	return false
}

// importsLLM reports whether the package imports a package of the table
// or of an SDK directly.
func (r *runner) importsLLM() bool {
	for _, imp := range r.pass.Pkg.Imports() {
		if importsLLM(imp) {
			return true
		}
	}
	return false
}
