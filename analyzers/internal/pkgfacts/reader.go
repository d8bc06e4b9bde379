package pkgfacts

import (
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/objectpath"
)

// Reader looks objects of imported packages up in their tables. It
// imports a package's table once, on the first lookup of one of its
// objects, and keys a lookup by encoding the object's path: cheaper than
// resolving every key of a table of which a pass reads a few entries
// (a package-level function's path is its name). A Reader belongs to one
// pass and, like the pass, to one goroutine.
type Reader[T any] struct {
	pass   *analysis.Pass
	fact   Fact[T] // scratch value that ImportPackageFact fills
	enc    objectpath.Encoder
	tables map[*types.Package]*Table[T] // nil: the package exports no table
	deps   map[string]*Table[T]         // method entries passed on by the imports, built on first use
}

// NewReader returns a reader of the tables of fact's type, e.g.
// NewReader(pass, new(facts)); it keeps fact as scratch space.
func NewReader[T any](pass *analysis.Pass, fact Fact[T]) *Reader[T] {
	return &Reader[T]{pass: pass, fact: fact, tables: map[*types.Package]*Table[T]{}}
}

// Lookup returns the entry of obj in the table of its package, and the
// string pool of that table, which the entry's interned indexes refer to;
// for an instance of a generic function or method, the entry of its
// origin. Objects of the analysed package have none: the analyzer knows
// them from the code.
func (r *Reader[T]) Lookup(obj types.Object) (entry T, pool []string, ok bool) {
	switch o := obj.(type) {
	case *types.Func:
		obj = o.Origin()
	case *types.Var:
		obj = o.Origin()
	}
	if obj == nil {
		return entry, nil, false
	}
	pkg := obj.Pkg()
	if pkg == nil || pkg == r.pass.Pkg {
		return entry, nil, false
	}
	t := r.tableOf(pkg)
	if t == nil {
		return entry, nil, false
	}
	path, err := r.enc.For(obj)
	if err != nil {
		return entry, nil, false
	}
	entry, ok = t.find(path)
	return entry, t.Strings, ok
}

// tableOf returns the table of pkg: its own, or the method entries that
// the analysed package's imports pass on for it when it is not one of
// them (go vet shows a pass the facts of its direct imports only).
func (r *Reader[T]) tableOf(pkg *types.Package) *Table[T] {
	t, ok := r.tables[pkg]
	if !ok {
		if r.pass.ImportPackageFact(pkg, r.fact) {
			copied := *r.fact.Table()
			t = &copied
		} else {
			t = r.depOf(pkg.Path())
		}
		r.tables[pkg] = t
	}
	return t
}

func (r *Reader[T]) depOf(path string) *Table[T] {
	if r.deps == nil {
		r.deps = map[string]*Table[T]{}
		for _, imp := range r.pass.Pkg.Imports() {
			if !r.pass.ImportPackageFact(imp, r.fact) {
				continue
			}
			for _, d := range r.fact.Table().Deps {
				if r.deps[d.Path] == nil {
					r.deps[d.Path] = &Table[T]{Keys: d.Keys, Entries: d.Entries, Strings: d.Strings}
				}
			}
		}
	}
	return r.deps[path]
}
