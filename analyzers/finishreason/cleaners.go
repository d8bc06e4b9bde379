// Cleaning of a reply before its decode: the strings, bytes and regexp
// calls that trim or replace, and the package's own cleaning helpers.

package finishreason

import (
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"golang.org/x/tools/go/types/typeutil"
)

// A reply is often cleaned before it is decoded: a Markdown fence trimmed,
// a model's <thought> block cut out with a regular expression, by a call
// or by a small helper of the package. Cleaning keeps a cut reply cut and
// an empty one empty, so the decode still fails on a stop.

// cleans reports whether fn returns its first argument trimmed or with
// parts replaced: strings' and bytes' Trim and Replace functions, a
// *regexp.Regexp's ReplaceAll methods.
func cleans(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() {
	case "strings", "bytes":
		if fn.Signature().Recv() != nil {
			return false
		}
		switch fn.Name() {
		case "TrimSpace", "Trim", "TrimLeft", "TrimRight", "TrimPrefix", "TrimSuffix", "TrimFunc", "Replace", "ReplaceAll":
			return true
		}
	case "regexp":
		if fn.Signature().Recv() == nil {
			return false
		}
		switch fn.Name() {
		case "ReplaceAllString", "ReplaceAllLiteralString", "ReplaceAllStringFunc", "ReplaceAll", "ReplaceAllLiteral", "ReplaceAllFunc":
			return true
		}
	}
	return false
}

// cleaningHelper reports whether fn is a function of this package that
// takes one text and returns one, built only by cleaning it: its
// parameter goes only through cleaning calls and local variables into
// its returns, and it returns nothing else but "" (func stripThoughts(s
// string) string { return thoughtRe.ReplaceAllString(s, "") }). A
// helper that can return a constant, such as "{}" for an empty reply,
// would turn a stop into a value that decodes.
// The helper's body is checked by a decodeCheck of its own, one level
// deeper.
func (d *decodeCheck) cleaningHelper(fn *types.Func) bool {
	r, depth := d.r, d.helper
	sig := fn.Signature()
	if depth > 2 {
		return false // helpers of helpers: enough
	}
	if fn.Pkg() != r.pass.Pkg || sig.Recv() != nil || sig.Params().Len() != 1 || sig.Results().Len() != 1 ||
		!code.IsText(sig.Params().At(0).Type()) || !types.Identical(sig.Params().At(0).Type(), sig.Results().At(0).Type()) {
		return false
	}
	decl, ok := r.src.decls[fn]
	if !ok {
		return false
	}
	body, ok := decl.FindNode(decl.Node().(*ast.FuncDecl).Body)
	if !ok {
		return false
	}
	for range body.Preorder((*ast.FuncLit)(nil)) {
		return false // a literal's returns are not the helper's
	}
	param := sig.Params().At(0)
	in := &decodeCheck{r: r, seen: map[*types.Var]bool{param: true}, helper: depth + 1}
	for _, use := range r.src.usesOf(param) {
		if !in.text(use) {
			return false
		}
	}
	for ret := range body.Preorder((*ast.ReturnStmt)(nil)) {
		rs := ret.Node().(*ast.ReturnStmt)
		if len(rs.Results) != 1 || !in.cleaned(rs.Results[0]) {
			return false
		}
	}
	return true
}

// cleaned reports whether e, a result of the helper's return, is the
// empty string, a variable that holds the cleaned text, or a cleaning call
// of one.
func (d *decodeCheck) cleaned(e ast.Expr) bool {
	info := d.r.src.info()
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		return ok && d.seen[v]
	case *ast.CallExpr:
		if len(x.Args) == 0 {
			return false
		}
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() {
			return d.cleaned(x.Args[0]) // string(b)
		}
		fn, ok := typeutil.Callee(info, x).(*types.Func)
		return ok && (cleans(fn) || d.cleaningHelper(fn)) && d.cleaned(x.Args[0])
	}
	return false
}
