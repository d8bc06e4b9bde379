package errtext

import (
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// A text helper is a function of the package that hands back the text of
// one of its parameters: func message(e *openai.Error) string { return
// e.Message }, func lower(err error) string { return
// strings.ToLower(err.Error()) }. Searching what it returns searches the
// error's text, as searching e.Message inline does.
//
// A function is one when it has a single string or []byte result, some
// return gives the text of the same parameter (an error's, or a string's
// that a caller passes an error's text), and no return gives a constant
// other than "" (the text of a nil error):
// func kind(err error) string { ...; return "timeout" } names a class, and
// comparing its result with "timeout" compares the class, not the text.
// Other returns (the raw body read when the message is empty) do not
// matter. Only this package's functions are followed.

// textHelperKey names the text-helper summary of a function among the
// summaries the rounds track.
type textHelperKey struct{ fn *types.Func }

// textReturn is what one walk of a declared function learns of its
// returns.
type textReturn struct {
	param    int  // the parameter whose text a return gives; -1 if none yet
	constant bool // some return gives a constant
	mixed    bool // returns give the text of different parameters
}

// noteTextReturn records what a return of the declared function gives.
func (w *walker) noteTextReturn(r *ast.ReturnStmt) {
	res := w.fn.Signature().Results()
	if res.Len() != 1 || !code.IsText(res.At(0).Type()) || len(r.Results) != 1 {
		return
	}
	e := r.Results[0]
	if tv, ok := w.info().Types[e]; ok && tv.Value != nil {
		// "" is the text of no error (if err == nil { return "" }), not a
		// class's name.
		if tv.Value.Kind() != constant.String || constant.StringVal(tv.Value) != "" {
			w.textRet.constant = true
		}
		return
	}
	s, ok := w.textOf(e)
	if !ok {
		return
	}
	i, ok := w.textParam(s)
	if !ok {
		return
	}
	switch w.textRet.param {
	case -1:
		w.textRet.param = i
	case i:
	default:
		w.textRet.mixed = true
	}
}

// textParam returns the parameter of the declared function whose text s
// is: a string parameter's own, or a parameter error's (err.Error(),
// e.Message of an SDK error parameter) that the function never
// reassigns.
func (w *walker) textParam(s textSrc) (int, bool) {
	if s.param >= 0 {
		return s.param, true
	}
	id, ok := ast.Unparen(s.errExpr).(*ast.Ident)
	if !ok {
		return 0, false
	}
	v, ok := w.info().Uses[id].(*types.Var)
	if !ok {
		return 0, false
	}
	if _, reassigned := w.errs[v]; reassigned {
		return 0, false
	}
	return w.paramIndex(v)
}

// settleTextHelper stores what the walk of fn learnt. Walks in later
// rounds only recognise more returns, so the summary changes at most
// twice: to a parameter, then to none if another return gives another's.
func (a *pkgState) settleTextHelper(fn *types.Func, t textReturn) {
	i := -1
	if !t.constant && !t.mixed {
		i = t.param
	}
	if old, ok := a.textHelpers[fn]; ok && old == i || !ok && i < 0 {
		return
	}
	if a.textHelpers == nil {
		a.textHelpers = map[*types.Func]int{}
	}
	a.textHelpers[fn] = i
	a.deps.changed(textHelperKey{fn})
}

// textHelperParam returns the parameter whose text this package's
// function fn returns.
func (a *pkgState) textHelperParam(fn *types.Func) (int, bool) {
	if fn.Pkg() != a.pass.Pkg {
		return 0, false
	}
	// Most calls of the package's functions return something else: no
	// summary to read, nor a reader to note.
	if res := fn.Signature().Results(); res.Len() != 1 || !code.IsText(res.At(0).Type()) {
		return 0, false
	}
	a.deps.read(textHelperKey{fn})
	i, ok := a.textHelpers[fn]
	return i, ok && i >= 0
}

// helperText returns the text a call of a text helper gives back: that
// of the argument for its parameter.
func (w *walker) helperText(call *ast.CallExpr, fn *types.Func) (textSrc, bool) {
	i, ok := w.a.textHelperParam(fn)
	if !ok || i >= len(call.Args) || fn.Signature().Variadic() && i >= fn.Signature().Params().Len()-1 {
		return textSrc{}, false
	}
	arg := call.Args[i]
	if code.IsText(fn.Signature().Params().At(i).Type()) {
		return w.textOf(arg) // lower(err.Error())
	}
	if !code.ImplementsError(w.info().TypeOf(arg)) {
		return textSrc{}, false
	}
	return w.errorText(arg, call), true
}
