package errtext

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

var errorType = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// textFlow tracks which expressions hold the message text of an error
// within one function.
type textFlow struct {
	info *types.Info
	// vars maps a local variable holding error text to the error
	// expression the text came from.
	vars map[types.Object]ast.Expr
}

// transforms keep a string the same message for the purpose of matching.
var transforms = map[string]bool{
	"ToLower": true, "ToUpper": true, "ToTitle": true, "TrimSpace": true,
	"Trim": true, "TrimPrefix": true, "TrimSuffix": true, "TrimLeft": true, "TrimRight": true,
}

// errorOf returns the error expression whose message text e holds, or nil.
func (f *textFlow) errorOf(e ast.Expr) ast.Expr {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		if obj := f.info.Uses[e]; obj != nil {
			return f.vars[obj]
		}
	case *ast.SelectorExpr:
		if s := f.info.Selections[e]; s != nil && s.Kind() == types.FieldVal {
			if v, ok := s.Obj().(*types.Var); ok && llmapi.IsErrorMessageField(v) {
				return e.X
			}
		}
	case *ast.CallExpr:
		if x := errorMethodReceiver(f.info, e); x != nil {
			return x
		}
		fn := typeutil.StaticCallee(f.info, e)
		if fn == nil || fn.Pkg() == nil {
			return nil
		}
		switch path := fn.Pkg().Path(); {
		case path == "strings" && transforms[fn.Name()] && len(e.Args) > 0:
			return f.errorOf(e.Args[0])
		case path == "fmt":
			return f.formattedError(fn.Name(), e.Args)
		}
	}
	return nil
}

// formattedError returns err for fmt.Sprint(err) and fmt.Sprintf("%v", err)
// (or "%s"): the error's text, spelled another way.
func (f *textFlow) formattedError(name string, args []ast.Expr) ast.Expr {
	var arg ast.Expr
	switch {
	case (name == "Sprint" || name == "Sprintln") && len(args) == 1:
		arg = args[0]
	case name == "Sprintf" && len(args) == 2:
		tv, ok := f.info.Types[args[0]]
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
	if t := f.info.TypeOf(arg); t != nil && types.Implements(t, errorType) {
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
	if !types.Implements(s.Recv(), errorType) {
		return nil
	}
	return sel.X
}

// record notes the variables that an assignment fills with error text.
func (f *textFlow) record(lhs []ast.Expr, rhs []ast.Expr) {
	if len(lhs) != len(rhs) {
		return
	}
	for i, l := range lhs {
		id, ok := l.(*ast.Ident)
		if !ok || id.Name == "_" {
			continue
		}
		obj := f.info.Defs[id]
		if obj == nil {
			obj = f.info.Uses[id]
		}
		if obj == nil {
			continue
		}
		if x := f.errorOf(rhs[i]); x != nil {
			f.vars[obj] = x
		}
	}
}
