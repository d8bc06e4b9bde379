package errtext

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"
)

// A pattern table is a list of structs whose fields hold the needles,
// built by small constructors of the package:
//
//	type pattern struct{ substring string; regex *regexp.Regexp }
//	func substr(s string) pattern { return pattern{substring: s} }
//	func rxp(r string) pattern    { return pattern{regex: regexp.MustCompile("(?i)" + r)} }
//	var rateLimit = []pattern{rxp(`rate[_ ]limit`), substr("429")}
//
// searched by a helper that ranges over its parameter and reads those
// fields (strings.Contains(msg, p.substring), p.regex.MatchString(msg)).
// The helper takes its needles from that parameter, as one ranging over a
// []string does; the fields it reads say which of each element's values
// are needles, so a call matchesAny(msg, rateLimit) searches for the
// constants the constructors keep there and the sources of the regular
// expressions they compile. An element whose value cannot be read leaves
// the call's needles unknown, as before: a guess would decide whether an
// untraced error is reported.

// elemField returns the range variable over a parameter and the field of
// it that e reads (p.substring), or nil.
func (w *walker) elemField(e ast.Expr) (*ast.Ident, *types.Var) {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil, nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil, nil
	}
	if _, ok := w.over[w.info().Uses[id]]; !ok {
		return nil, nil
	}
	s := w.info().Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return nil, nil
	}
	return id, s.Obj().(*types.Var)
}

// needleFields returns the fields of a needle list's elements that the
// needles read, in order of declaration, or those the called helper
// reads when the needles are a parameter handed on to it.
func (w *walker) needleFields(s search) []*types.Var {
	var fields []*types.Var
	for _, e := range s.needles {
		if _, f := w.elemField(w.unwrapNeedle(e)); f != nil {
			fields = addField(fields, f)
		}
	}
	if s.helper != nil {
		for _, f := range s.helper.fields {
			fields = addField(fields, f)
		}
	}
	return fields
}

// addField adds f to fields, kept in order of declaration.
func addField(fields []*types.Var, f *types.Var) []*types.Var {
	i, found := slices.BinarySearchFunc(fields, f, func(a, b *types.Var) int { return int(a.Pos() - b.Pos()) })
	if found {
		return fields
	}
	return slices.Insert(fields, i, f)
}

// tableNeedles returns the needles of a pattern table handed to a helper
// that reads the given fields of its elements: a package-level variable
// initialised with a composite literal, or the literal itself.
func (w *walker) tableNeedles(exprs []ast.Expr, fields []*types.Var) ([]string, bool) {
	if len(exprs) != 1 || len(fields) == 0 {
		return nil, false
	}
	lit, ok := w.listLit(exprs[0])
	if !ok {
		return nil, false
	}
	var out []string
	for _, el := range lit.Elts {
		vals, ok := w.elemNeedles(el, fields)
		if !ok {
			return nil, false
		}
		out = append(out, vals...)
	}
	return out, true
}

// elemNeedles returns what the fields of one element hold: a struct
// literal's values, or those a constructor of the package gives them
// from its arguments. A field the element leaves unset holds no needle.
func (w *walker) elemNeedles(el ast.Expr, fields []*types.Var) ([]string, bool) {
	var args []ast.Expr // the constructor's arguments, by parameter
	var params *types.Tuple
	if call, ok := ast.Unparen(el).(*ast.CallExpr); ok {
		fn := typeutil.StaticCallee(w.info(), call)
		if fn == nil || fn.Pkg() != w.a.pass.Pkg || fn.Signature().Variadic() {
			return nil, false
		}
		lit, ok := w.a.constructed(fn)
		if !ok {
			return nil, false
		}
		el, args, params = lit, call.Args, fn.Signature().Params()
	}
	lit, ok := structLit(el)
	if !ok {
		return nil, false
	}
	var out []string
	for _, kv := range lit.Elts {
		kv, ok := kv.(*ast.KeyValueExpr)
		if !ok {
			return nil, false // positional: rare, and not worth matching up
		}
		key, ok := kv.Key.(*ast.Ident)
		if !ok {
			return nil, false
		}
		if f, ok := w.info().Uses[key].(*types.Var); !ok || !slices.Contains(fields, f) {
			continue
		}
		s, ok := w.fieldValue(kv.Value, params, args)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}

// fieldValue returns the text a field's value holds: a constant, a
// parameter of the constructor (the constant argument for it), or the
// source of a regular expression compiled from those.
func (w *walker) fieldValue(e ast.Expr, params *types.Tuple, args []ast.Expr) (string, bool) {
	if s, ok := w.constString(e); ok {
		return s, true
	}
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok && len(call.Args) == 1 {
		fn := typeutil.StaticCallee(w.info(), call)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "regexp" {
			return "", false
		}
		e = call.Args[0] // regexp.MustCompile("(?i)" + r)
	}
	return w.textValue(e, params, args)
}

// textValue folds a string built of constants, the constructor's
// parameters and +.
func (w *walker) textValue(e ast.Expr, params *types.Tuple, args []ast.Expr) (string, bool) {
	if s, ok := w.constString(e); ok {
		return s, true
	}
	switch e := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		x, ok := w.textValue(e.X, params, args)
		if !ok {
			return "", false
		}
		y, ok := w.textValue(e.Y, params, args)
		return x + y, ok
	case *ast.Ident:
		for i := 0; params != nil && i < params.Len() && i < len(args); i++ {
			if params.At(i) == w.info().Uses[e] {
				return w.constString(args[i])
			}
		}
	}
	return "", false
}

// structLit returns the struct literal e is, or points to.
func structLit(e ast.Expr) (*ast.CompositeLit, bool) {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	return lit, ok
}

// constructed returns the struct literal that fn, a constructor of the
// package, returns: its body is that one return statement, so what it
// keeps in each field is read off the literal.
func (a *pkgState) constructed(fn *types.Func) (ast.Expr, bool) {
	top, ok := a.ix.TopAt(fn.Pos())
	if !ok {
		return nil, false
	}
	fd, ok := top.Node().(*ast.FuncDecl)
	if !ok || fd.Body == nil || len(fd.Body.List) != 1 || a.pass.TypesInfo.Defs[fd.Name] != fn {
		return nil, false
	}
	ret, ok := fd.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil, false
	}
	if _, ok := structLit(ret.Results[0]); !ok {
		return nil, false
	}
	return ret.Results[0], true
}
