package finishreason

import (
	"go/ast"
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/lazyinspect"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// A response stored in an unexported field of this package (completion{raw:
// resp}) is not lost to us: only this package can reach the field, so every
// read of it is in view. The response's fate there is the field's fate:
// read when some access reads the reason, escaped when some access lets it
// go, used otherwise. What becomes of the struct that holds it no longer
// matters: json.Marshal of the whole struct, for instance, cannot see the
// field.

// followedField returns the field selected by sel when the analyzer
// follows it: an unexported, non-embedded field declared in this package.
func (r *runner) followedField(sel *ast.SelectorExpr) *types.Var {
	s := r.info().Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return nil
	}
	v, _ := s.Obj().(*types.Var)
	return r.followed(v)
}

func (r *runner) followed(v *types.Var) *types.Var {
	if v == nil || !v.IsField() || v.Exported() || v.Anonymous() || v.Pkg() != r.pass.Pkg {
		return nil
	}
	return v.Origin()
}

// litField returns the followed field that the element at index idx of a
// struct literal sets: `raw: resp` or a positional element.
func (r *runner) litField(lit *ast.CompositeLit, elt ast.Expr, idx int) *types.Var {
	t := r.info().TypeOf(lit)
	if t == nil {
		return nil
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		if p, isPtr := t.Underlying().(*types.Pointer); isPtr {
			st, ok = p.Elem().Underlying().(*types.Struct)
		}
		if !ok {
			return nil
		}
	}
	if kv, ok := elt.(*ast.KeyValueExpr); ok {
		key, _ := kv.Key.(*ast.Ident)
		if key == nil {
			return nil
		}
		v, _ := r.info().Uses[key].(*types.Var)
		return r.followed(v)
	}
	if idx < st.NumFields() {
		return r.followed(st.Field(idx))
	}
	return nil
}

// fieldFate is the fate of a response stored in the followed field v: the
// highest fate over every read of v in the package's non-test files. A
// read returned from its function (an accessor) lets it escape.
func (r *runner) fieldFate(v *types.Var) fate {
	if fa, ok := r.fieldFates[v]; ok {
		return fa
	}
	if r.fieldPending[v] {
		return fateUnused // the field's own reads are being judged
	}
	r.fieldPending[v] = true
	defer delete(r.fieldPending, v)
	if r.fieldReads == nil {
		r.fieldReads = r.collectFieldReads()
	}
	out := fateUnused
	for _, sel := range r.fieldReads[v] {
		top, ok := enclosingFunc(sel)
		if !ok {
			out = fateEscaped // a package-level initialiser
			break
		}
		fl := r.newFlow(top)
		fl.climb(sel)
		fa := fl.fate
		switch fa {
		case fateReturned:
			fa = fateEscaped
		case fateToolOnly, fateBlockOnly:
			fa = fateRead // partly read where the field is read, not here
		}
		if fa > out {
			out = fa
		}
	}
	r.fieldFates[v] = out
	return out
}

// collectFieldReads maps each followed field to its reads (selectors that
// are not the target of an assignment), in source order.
func (r *runner) collectFieldReads() map[*types.Var][]lazyinspect.Cursor {
	m := map[*types.Var][]lazyinspect.Cursor{}
	for c := range r.ix.Root().Preorder((*ast.File)(nil)) {
		if srcfile.IsTest(r.pass.Fset, c.Node().(*ast.File)) {
			continue
		}
		for s := range c.Preorder((*ast.SelectorExpr)(nil)) {
			v := r.followedField(s.Node().(*ast.SelectorExpr))
			if v != nil && !isWrite(s) {
				m[v] = append(m[v], s)
			}
		}
	}
	return m
}

func enclosingFunc(c lazyinspect.Cursor) (lazyinspect.Cursor, bool) {
	for fn := range c.Enclosing((*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)) {
		return fn, true
	}
	return c, false
}
