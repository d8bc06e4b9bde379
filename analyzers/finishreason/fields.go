// Fields: a response stored in an unexported field of the package, whose
// fate is that of the field's reads.

package finishreason

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// fields follows responses stored in the package's unexported fields.
type fields struct {
	*runner
	fieldReads   lazy[map[*types.Var][]inspector.Cursor] // reads of followed fields
	fieldFates   map[*types.Var]fate                     // memo of fieldFate
	fieldPending map[*types.Var]bool                     // fates being judged: recursion
}

// A response stored in an unexported field of this package (completion{raw:
// resp}) is not lost to us: only this package can reach the field, so every
// read of it is in view. The response's fate there is the field's fate:
// read when some access reads the reason, escaped when some access lets it
// go, used otherwise. What becomes of the struct that holds it no longer
// matters: json.Marshal of the whole struct, for instance, cannot see the
// field.

// followedField returns the field selected by sel when the analyzer
// follows it: an unexported, non-embedded field declared in this package.
func (fs *fields) followedField(sel *ast.SelectorExpr) *types.Var {
	s := fs.src.info().Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return nil
	}
	v, _ := s.Obj().(*types.Var)
	return fs.followed(v)
}

func (fs *fields) followed(v *types.Var) *types.Var {
	if v == nil || !v.IsField() || v.Exported() || v.Anonymous() || v.Pkg() != fs.pass.Pkg {
		return nil
	}
	return v.Origin()
}

// litField returns the followed field that the element at index idx of a
// struct literal sets: `raw: resp` or a positional element.
func (fs *fields) litField(lit *ast.CompositeLit, elt ast.Expr, idx int) *types.Var {
	t := fs.src.info().TypeOf(lit)
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
		v, _ := fs.src.info().Uses[key].(*types.Var)
		return fs.followed(v)
	}
	if idx < st.NumFields() {
		return fs.followed(st.Field(idx))
	}
	return nil
}

// fieldFate is the fate of a response stored in the followed field v: the
// highest fate over every read of v in the package's non-test files. A
// read returned from its function (an accessor) lets it escape.
func (fs *fields) fieldFate(v *types.Var) fate {
	if fa, ok := fs.fieldFates[v]; ok {
		return fa
	}
	if fs.fieldPending[v] {
		return fateUnused // the field's own reads are being judged
	}
	fs.fieldPending[v] = true
	defer delete(fs.fieldPending, v)
	out := fateUnused
	for _, sel := range fs.fieldReads.get(fs.collectFieldReads)[v] {
		top, ok := enclosingFunc(sel)
		if !ok {
			out = fateEscaped // a package-level initialiser
			break
		}
		fl := newFlow(fs.runner, top)
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
	fs.fieldFates[v] = out
	return out
}

// collectFieldReads maps each followed field to its reads (selectors that
// are not the target of an assignment), in source order.
func (fs *fields) collectFieldReads() map[*types.Var][]inspector.Cursor {
	m := map[*types.Var][]inspector.Cursor{}
	for c := range fs.src.ix.Root().Preorder((*ast.File)(nil)) {
		if srcfile.IsTest(fs.pass.Fset, c.Node().(*ast.File)) {
			continue
		}
		for s := range c.Preorder((*ast.SelectorExpr)(nil)) {
			v := fs.followedField(s.Node().(*ast.SelectorExpr))
			if v != nil && !isWrite(s) {
				m[v] = append(m[v], s)
			}
		}
	}
	return m
}
