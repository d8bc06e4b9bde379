package errtext

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// textSrc says whose text a string or []byte holds.
type textSrc struct {
	errExpr ast.Expr // the error whose text it is; nil for a parameter's own text
	org     origin   // where that error comes from
	param   int      // the enclosing function's parameter it is the text of, or -1
	taken   ast.Expr // where the text was taken
}

// transforms keep a string the same message for the purpose of matching,
// in package strings and in package bytes.
var transforms = map[string]bool{
	"ToLower": true, "ToUpper": true, "ToTitle": true, "TrimSpace": true,
	"Trim": true, "TrimPrefix": true, "TrimSuffix": true, "TrimLeft": true, "TrimRight": true,
}

// textOf returns whose text e holds: an error's (its Error method, the
// message field of an SDK error type, the raw JSON body of one, fmt's
// spellings of it), or a string or []byte parameter's.
func (w *walker) textOf(e ast.Expr) (textSrc, bool) {
	info := w.info()
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj := info.Uses[e]
		if obj == nil {
			return textSrc{}, false
		}
		if s, ok := w.texts[obj]; ok {
			return s, true
		}
		if v, ok := obj.(*types.Var); ok && code.IsText(v.Type()) {
			if i, ok := w.paramIndex(v); ok {
				return textSrc{param: i, taken: e}, true
			}
		}
	case *ast.SelectorExpr:
		if s := info.Selections[e]; s != nil && s.Kind() == types.FieldVal {
			if v, ok := s.Obj().(*types.Var); ok && llmapi.IsErrorMessageField(v) {
				return textSrc{errExpr: e.X, org: llmOrigin(llmapi.VersionedSDKModule(v.Pkg().Path())), param: -1, taken: e}, true
			}
		}
	case *ast.CallExpr:
		// Only a conversion, x.Error(), a transform of package strings
		// or bytes, or a spelling of fmt can take or keep a text, and
		// only a conversion has no name of those: most calls end here,
		// before a lookup.
		name := llmapi.CalleeName(e.Fun)
		if len(e.Args) != 1 && name != "Error" && name != "RawJSON" && !transforms[name] && !sprints[name] {
			return textSrc{}, false
		}
		if x := errorMethodReceiver(info, e); x != nil {
			return w.errorText(x, e), true
		}
		if sel, ok := ast.Unparen(e.Fun).(*ast.SelectorExpr); ok && name == "RawJSON" {
			if fn, ok := typeutil.Callee(info, e).(*types.Func); ok && llmapi.IsErrorTextMethod(fn) {
				return textSrc{errExpr: sel.X, org: llmOrigin(llmapi.VersionedSDKModule(fn.Pkg().Path())), param: -1, taken: e}, true
			}
		}
		if tv, ok := info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 && code.IsText(tv.Type) {
			return w.textOf(e.Args[0]) // []byte(err.Error()), string(b)
		}
		fn := typeutil.StaticCallee(info, e)
		if fn == nil || fn.Pkg() == nil {
			return textSrc{}, false
		}
		switch path := fn.Pkg().Path(); {
		case fn.Pkg() == w.a.pass.Pkg:
			return w.helperText(e, fn)
		case (path == "strings" || path == "bytes") && transforms[fn.Name()] && len(e.Args) > 0:
			return w.textOf(e.Args[0])
		case path == "fmt":
			if x := formattedError(info, fn.Name(), e.Args); x != nil {
				return w.errorText(x, e), true
			}
		}
	}
	return textSrc{}, false
}

// errorText is the source of the text of the error x, taken at taken.
func (w *walker) errorText(x ast.Expr, taken ast.Expr) textSrc {
	s := textSrc{errExpr: x, org: w.errOrigin(x), param: -1, taken: taken}
	if id, ok := ast.Unparen(x).(*ast.Ident); ok {
		if v, ok := w.info().Uses[id].(*types.Var); ok {
			if i, ok := w.paramIndex(v); ok {
				if _, reassigned := w.errs[v]; !reassigned {
					s.param = i
				}
			}
		}
	}
	return s
}

// sprints are the fmt functions formattedError reads; textOf rules out by
// name the calls of no other, so the two go together.
var sprints = map[string]bool{"Sprint": true, "Sprintln": true, "Sprintf": true}

// formattedError returns err for fmt.Sprint(err) and fmt.Sprintf("%v", err)
// (or "%s"): the error's text, spelled another way.
func formattedError(info *types.Info, name string, args []ast.Expr) ast.Expr {
	var arg ast.Expr
	switch {
	case !sprints[name]:
		return nil
	case (name == "Sprint" || name == "Sprintln") && len(args) == 1:
		arg = args[0]
	case name == "Sprintf" && len(args) == 2:
		tv, ok := info.Types[args[0]]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			return nil
		}
		if v := constant.StringVal(tv.Value); v != "%v" && v != "%s" {
			return nil
		}
		arg = args[1]
	default:
		return nil
	}
	if code.ImplementsError(info.TypeOf(arg)) {
		return arg
	}
	return nil
}

// errorMethodReceiver returns x for a call x.Error() where x is an error, or
// nil.
func errorMethodReceiver(info *types.Info, call *ast.CallExpr) ast.Expr {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Error" || len(call.Args) != 0 {
		return nil
	}
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal {
		return nil
	}
	sig, ok := s.Obj().Type().(*types.Signature)
	if !ok || sig.Params().Len() != 0 || sig.Results().Len() != 1 ||
		!types.Identical(sig.Results().At(0).Type(), types.Typ[types.String]) {
		return nil
	}
	if !code.ImplementsError(s.Recv()) {
		return nil
	}
	return sel.X
}
