package pkgfacts

import (
	"go/types"
	"sort"

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
// object was added twice, its last entry wins.
func (b *Builder[T]) Table() (Table[T], bool) {
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
	return t, true
}
