package pkgfacts

import (
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/objectpath"
)

// Builder collects the entries of the package a pass analyses.
type Builder[T any] struct {
	enc     objectpath.Encoder
	keys    []objectpath.Path
	entries []T
	strings []string
	index   map[string]int
}

// Add records the entry of obj, an object of the analysed package. It
// returns false, and records nothing, for an object that other packages
// cannot name (no objectpath): no importer could look it up.
func (b *Builder[T]) Add(obj types.Object, e T) bool {
	path, err := b.enc.For(obj)
	if err != nil {
		return false
	}
	b.keys = append(b.keys, path)
	b.entries = append(b.entries, e)
	return true
}

// Intern returns the index of s in the table's string pool, adding it on
// first use. Indexes follow the order of first use, which is the
// analyser's order of Add calls: keep it deterministic (source order).
func (b *Builder[T]) Intern(s string) int {
	if i, ok := b.index[s]; ok {
		return i
	}
	if b.index == nil {
		b.index = map[string]int{}
	}
	b.index[s] = len(b.strings)
	b.strings = append(b.strings, s)
	return len(b.strings) - 1
}

// Table returns the entries sorted by key, and false when there are
// none: a package with nothing to say exports no fact at all. When an
// object was added twice, its last entry wins. The table passes on the
// method entries of the tables of the package's imports, which it reads
// into fact (see Dep).
func (b *Builder[T]) Table(pass *analysis.Pass, fact Fact[T]) (Table[T], bool) {
	if len(b.keys) == 0 {
		return Table[T]{}, false
	}
	order := make([]int, len(b.keys))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return b.keys[order[i]] < b.keys[order[j]] })
	t := Table[T]{
		Keys:    make([]objectpath.Path, 0, len(order)),
		Entries: make([]T, 0, len(order)),
		Strings: b.strings,
	}
	for n, i := range order {
		if n+1 < len(order) && b.keys[order[n+1]] == b.keys[i] {
			continue // a later Add of the same object
		}
		t.Keys = append(t.Keys, b.keys[i])
		t.Entries = append(t.Entries, b.entries[i])
	}
	t.Deps = deps(pass, fact)
	return t, true
}

// deps returns the method entries of the tables of pass's imports, and
// those they pass on, one Dep per package, sorted by path.
func deps[T any](pass *analysis.Pass, fact Fact[T]) []Dep[T] {
	var out []Dep[T]
	seen := map[string]bool{pass.Pkg.Path(): true}
	for _, imp := range pass.Pkg.Imports() {
		if !pass.ImportPackageFact(imp, fact) {
			continue
		}
		t := fact.Table()
		if !seen[imp.Path()] {
			seen[imp.Path()] = true
			if d := methodsOf(imp.Path(), t); len(d.Keys) > 0 {
				out = append(out, d)
			}
		}
		for _, d := range t.Deps {
			if !seen[d.Path] {
				seen[d.Path] = true
				out = append(out, d)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

// methodsOf returns the method entries of t, the table of path. The path
// of a package-level object is its name; a method's has a dot.
func methodsOf[T any](path string, t *Table[T]) Dep[T] {
	d := Dep[T]{Path: path}
	for i, k := range t.Keys {
		if strings.Contains(string(k), ".") {
			d.Keys = append(d.Keys, k)
			d.Entries = append(d.Entries, t.Entries[i])
		}
	}
	if len(d.Keys) > 0 {
		d.Strings = t.Strings
	}
	return d
}
