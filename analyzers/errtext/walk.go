package errtext

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// walker follows errors and their text through one top-level declaration,
// in source order, so that a variable is known before it is used and a
// reassignment (err = cmd.Run()) replaces what it held.
type walker struct {
	a     *pkgState
	fn    *types.Func // the declared function, nil at package level
	inLit bool        // inside a function literal: its returns are not fn's
	errs  map[types.Object]origin
	texts map[types.Object]textSrc
	lists map[types.Object][]string // range variables over constant lists
	over  map[types.Object]int      // range variables over a parameter (needles...)
	seqs  map[types.Object]origin   // iterators held in variables: it := r.Run(...)
	funcs map[types.Object]origin   // function literals held in variables: what they return
	// lit is the innermost function literal around the node at hand when
	// a variable holds it (operation := func() error {...}), and litVar
	// that variable, or when it is passed to a function of the package
	// (retry(ctx, func() error {...})), and litParam that function's
	// parameter; nil otherwise.
	lit      *ast.FuncLit
	litVar   types.Object
	litParam *types.Var
	decl     inspector.Cursor // the declaration, to find an if condition for the fix
	// textRet is what the declared function's returns give (see
	// texthelpers.go).
	textRet textReturn
}

func (w *walker) info() *types.Info { return w.a.pass.TypesInfo }

// walkDecl walks one top-level declaration in source order. It reads the
// package's syntax index rather than walking the tree: a scan of the node
// kinds the walk acts on costs a fraction of ast.Inspect, and errtext walks
// every declaration at least twice.
func (a *pkgState) walkDecl(decl inspector.Cursor) {
	w := a.newWalker(decl)
	if fd, ok := decl.Node().(*ast.FuncDecl); ok {
		w.fn, _ = a.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	}
	// lits holds the function literals around the node at hand, innermost
	// last, each with its body: a literal's returns are not fn's, and its
	// parameters' types are not walked.
	var lits []litSpan
	for c := range decl.Preorder(walked...) {
		for len(lits) > 0 && !lits[len(lits)-1].lit.Contains(c) {
			lits = lits[:len(lits)-1]
		}
		if len(lits) > 0 && !lits[len(lits)-1].inBody(c) {
			continue
		}
		if lit, ok := c.Node().(*ast.FuncLit); ok {
			body, ok := c.FindNode(lit.Body)
			lits = append(lits, litSpan{c, body, ok, w.heldIn(c), w.passedTo(c)})
			continue
		}
		w.inLit = len(lits) > 0
		w.lit, w.litVar, w.litParam = nil, nil, nil
		if w.inLit {
			if l := lits[len(lits)-1]; l.v != nil || l.param != nil {
				w.lit, w.litVar, w.litParam = l.lit.Node().(*ast.FuncLit), l.v, l.param
			}
		}
		w.visit(c)
	}
	if w.fn != nil && !a.reporting {
		a.settleTextHelper(w.fn, w.textRet)
	}
}

// newWalker returns a walker for decl. Its maps are the last walk's,
// cleared: declarations are walked one at a time, and on code that is all
// model calls, fresh maps for every walk were most of what errtext
// allocated.
func (a *pkgState) newWalker(decl inspector.Cursor) *walker {
	w := a.walker
	if w == nil {
		w = &walker{
			errs:  map[types.Object]origin{},
			texts: map[types.Object]textSrc{},
			lists: map[types.Object][]string{},
			over:  map[types.Object]int{},
			seqs:  map[types.Object]origin{},
			funcs: map[types.Object]origin{},
		}
		a.walker = w
	} else {
		clear(w.errs)
		clear(w.texts)
		clear(w.lists)
		clear(w.over)
		clear(w.seqs)
		clear(w.funcs)
	}
	w.a, w.fn, w.inLit, w.lit, w.litVar, w.litParam, w.decl = a, nil, false, nil, nil, nil, decl
	w.textRet = textReturn{param: -1}
	return w
}

// walked are the node kinds visit acts on, function literals included.
var walked = []ast.Node{
	(*ast.FuncLit)(nil), (*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil),
	(*ast.RangeStmt)(nil), (*ast.ReturnStmt)(nil),
	(*ast.CallExpr)(nil), (*ast.BinaryExpr)(nil), (*ast.SwitchStmt)(nil),
}

// litSpan is a function literal and its body, if it has one.
type litSpan struct {
	lit, body inspector.Cursor
	hasBody   bool
	v         types.Object // the variable it is assigned to, if any
	param     *types.Var   // the parameter it is passed to, if any
}

func (l litSpan) inBody(c inspector.Cursor) bool { return l.hasBody && l.body.Contains(c) }

func (w *walker) visit(c inspector.Cursor) {
	switch n := c.Node().(type) {
	case *ast.AssignStmt:
		w.record(n.Lhs, n.Rhs)
	case *ast.ValueSpec:
		lhs := make([]ast.Expr, len(n.Names))
		for i, id := range n.Names {
			lhs[i] = id
		}
		w.record(lhs, n.Values)
	case *ast.RangeStmt:
		w.recordRange(n)
	case *ast.ReturnStmt:
		w.recordReturn(n)
	case *ast.CallExpr:
		w.recordYield(n)
		w.checkCall(n, c)
	case *ast.BinaryExpr:
		w.checkComparison(n)
	case *ast.SwitchStmt:
		w.checkSwitch(n)
	}
}

// object returns the variable an assignment's left side names, or nil.
func (w *walker) object(l ast.Expr) types.Object {
	id, ok := ast.Unparen(l).(*ast.Ident)
	if !ok || id.Name == "_" {
		return nil
	}
	if obj := w.info().Defs[id]; obj != nil {
		return obj
	}
	return w.info().Uses[id]
}

// record notes what an assignment stores: errors and their origin, text
// and whose it is. A variable assigned anything else forgets both.
func (w *walker) record(lhs, rhs []ast.Expr) {
	if len(rhs) == 1 && len(lhs) > 1 {
		var o origin
		switch r := ast.Unparen(rhs[0]).(type) {
		case *ast.CallExpr:
			o = w.callOrigin(r)
		case *ast.TypeAssertExpr:
			o = w.errOrigin(r.X)
		}
		for _, l := range lhs {
			if obj := w.object(l); obj != nil {
				delete(w.texts, obj)
				if code.ImplementsError(obj.Type()) {
					w.errs[obj] = o
				}
			}
		}
		return
	}
	if len(lhs) != len(rhs) {
		return
	}
	for i, l := range lhs {
		obj := w.object(l)
		if obj == nil {
			continue
		}
		if code.ImplementsError(obj.Type()) {
			w.errs[obj] = w.errOrigin(rhs[i])
		}
		if _, fn := obj.Type().Underlying().(*types.Signature); fn {
			// An iterator (it := runner.Run(...)): its errors are the
			// call's, as when ranging over the call itself.
			if call, ok := ast.Unparen(rhs[i]).(*ast.CallExpr); ok {
				w.seqs[obj] = w.callOrigin(call)
			} else {
				delete(w.seqs, obj)
			}
			// A literal's returns, walked next, say what a call of the
			// variable returns; anything else assigned to it does not.
			if _, ok := ast.Unparen(rhs[i]).(*ast.FuncLit); ok {
				w.funcs[obj] = origin{}
			} else {
				delete(w.funcs, obj)
			}
		}
		if s, ok := w.textOf(rhs[i]); ok && s.errExpr != nil {
			w.texts[obj] = s
		} else {
			delete(w.texts, obj)
		}
	}
}

// recordRange notes a range over a constant list of needles (a
// package-level []string of patterns, say).
func (w *walker) recordRange(r *ast.RangeStmt) {
	// for resp, err := range models.GenerateContentStream(...): an
	// iterator's error is the call's.
	// it := runner.Run(...); for ev, err := range it, or a range over
	// a parameter the package's callers pass a stream.
	if o, ranged := w.seqOrigin(r.X); ranged {
		for _, e := range []ast.Expr{r.Key, r.Value} {
			if obj := w.object(e); e != nil && obj != nil && code.ImplementsError(obj.Type()) {
				w.errs[obj] = o
			}
		}
	}
	v := r.Value
	if v == nil {
		return
	}
	obj := w.object(v)
	if obj == nil {
		return
	}
	if list, ok := w.constList(r.X); ok {
		w.lists[obj] = list
		return
	}
	if id, ok := ast.Unparen(r.X).(*ast.Ident); ok {
		if v, ok := w.info().Uses[id].(*types.Var); ok {
			if i, ok := w.paramIndex(v); ok {
				w.over[obj] = i
			}
		}
	}
}

// recordYield notes an iterator called with a function literal
// (it(func(resp, err) bool {...}) instead of a range over it): the
// literal's error parameter is the iterator's error, as a range's would
// be. The literal is walked after the call, so it sees the origin.
func (w *walker) recordYield(call *ast.CallExpr) {
	if len(call.Args) != 1 {
		return
	}
	lit, ok := ast.Unparen(call.Args[0]).(*ast.FuncLit)
	if !ok {
		return
	}
	o, _ := w.seqOrigin(call.Fun)
	if o.kind != llm {
		return
	}
	for _, f := range lit.Type.Params.List {
		for _, name := range f.Names {
			if obj := w.info().Defs[name]; obj != nil && code.ImplementsError(obj.Type()) {
				w.errs[obj] = o
			}
		}
	}
}

// recordReturn notes a declared function that returns an LLM error.
func (w *walker) recordReturn(r *ast.ReturnStmt) {
	if w.inLit {
		w.recordLitReturn(r)
		return
	}
	if w.fn == nil || w.a.reporting {
		return
	}
	w.noteTextReturn(r)
	res := w.fn.Signature().Results()
	switch {
	case len(r.Results) == res.Len():
		for i, e := range r.Results {
			if code.ImplementsError(res.At(i).Type()) {
				if o := w.errOrigin(e); o.kind == llm {
					w.a.addReturn(w.fn, o)
				}
			}
		}
	case len(r.Results) == 1:
		if call, ok := ast.Unparen(r.Results[0]).(*ast.CallExpr); ok {
			if o := w.callOrigin(call); o.kind == llm {
				w.a.addReturn(w.fn, o)
			}
		}
	}
}

// recordArgs notes the error parameters of this package's functions that
// receive LLM errors, and what errors.As stores.
func (w *walker) recordArgs(call *ast.CallExpr, fn *types.Func) {
	if code.IsFunc(fn, "errors", "As") && len(call.Args) == 2 {
		if u, ok := ast.Unparen(call.Args[1]).(*ast.UnaryExpr); ok {
			if obj := w.object(u.X); obj != nil {
				w.errs[obj] = w.errOrigin(call.Args[0])
			}
		}
		return
	}
	if fn.Pkg() != w.a.pass.Pkg || w.a.reporting {
		return
	}
	targets := []*types.Func{fn}
	if recv := fn.Signature().Recv(); recv != nil && types.IsInterface(recv.Type()) {
		if !hasErrorParam(fn.Signature()) {
			return
		}
		targets = w.a.dispatchTargets(fn)
	}
	for _, fn := range targets {
		params := fn.Signature().Params()
		for i, arg := range call.Args {
			if i >= params.Len() || fn.Signature().Variadic() && i >= params.Len()-1 {
				break
			}
			switch p := params.At(i); {
			case code.ImplementsError(p.Type()):
				if o := w.errOrigin(arg); o.kind == llm {
					w.a.addParamLLM(p, o)
				}
			case yieldsError(p.Type()):
				// A stream handed to a function that ranges over it.
				if o, _ := w.seqOrigin(arg); o.kind == llm {
					w.a.addParamLLM(p, o)
				}
			case funcReturnsError(p.Type()):
				// An operation handed to a retry helper: a literal's
				// returns are recorded as the walk meets them.
				if o := w.funcValueOrigin(arg); o.kind == llm {
					w.a.addParamLLM(p, o)
				}
			}
		}
	}
}

func (w *walker) checkCall(call *ast.CallExpr, c inspector.Cursor) {
	fn := w.a.ix.CalleeFunc(c, w.info())
	if fn == nil {
		return
	}
	fn = fn.Origin()
	w.recordArgs(call, fn)
	if w.checkMatcher(call, fn) {
		return
	}
	w.checkHelperCall(call, fn)
}
