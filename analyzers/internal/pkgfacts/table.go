// Package pkgfacts lets an analyzer export what it learned about a
// package's functions as one package fact instead of one object fact per
// function.
//
// Under go vet an object fact costs an objectpath encoding where it is
// exported, a gob interface value (its type name and path) in the facts
// file of every package above it, and an objectpath resolution in every
// process that imports it, whether it is looked up or not. A Table is one
// fact per package and analyzer: its keys are resolved only when a pass
// looks an object up (see Reader).
package pkgfacts

import (
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/objectpath"
)

// Table holds a package's entries, keyed by the objectpath of their
// object and sorted by it, so that the fact is the same on every run.
// An analyzer's fact type is defined as a Table, not a struct embedding
// one, so that the gob stream of every facts file holds one short struct
// type instead of a wrapper and a generic instance's name:
//
//	type facts pkgfacts.Table[entry]
//
//	func (*facts) AFact()                        {}
//	func (f *facts) Table() *pkgfacts.Table[entry] { return (*pkgfacts.Table[entry])(f) }
type Table[T any] struct {
	Keys    []objectpath.Path // sorted, distinct
	Entries []T               // Entries[i] is the entry of Keys[i]
	// Strings is a pool the entries may refer to by index (Builder.Intern),
	// so that a name every entry repeats is stored once.
	Strings []string
	// Deps pass on the method entries of the packages below this one; see
	// Dep. Format leaves them out.
	Deps []Dep[T]
}

// Dep holds the method entries (concrete and interface methods) of the
// table of a package that the importers of this one may not import.
//
// Under go vet a pass sees the facts of its direct imports only, plus the
// facts about methods, fields and types that those re-export: a method is
// reachable through a value of its type without importing its package
// (deps.Client.Generate()). Package facts are never re-exported, so a
// table re-exports the method entries itself, as object facts were.
type Dep[T any] struct {
	Path    string            // the package's path
	Keys    []objectpath.Path // sorted, all of methods
	Entries []T
	Strings []string // the pool of the package's table
}

// Fact is an analyzer's fact type defined as a Table.
type Fact[T any] interface {
	analysis.Fact
	// Table converts the fact to its Table.
	Table() *Table[T]
}

// Len returns the number of entries.
func (t *Table[T]) Len() int { return len(t.Keys) }

// find returns the entry of key.
func (t *Table[T]) find(key objectpath.Path) (T, bool) {
	i := sort.Search(len(t.Keys), func(i int) bool { return t.Keys[i] >= key })
	if i < len(t.Keys) && t.Keys[i] == key {
		return t.Entries[i], true
	}
	var zero T
	return zero, false
}

// Format renders the table for the String method of the fact:
// name(key=entry key=entry ...), in key order; a key alone when its entry
// renders empty. entry renders one entry; it may read t.Strings.
func (t *Table[T]) Format(name string, entry func(T) string) string {
	var b strings.Builder
	b.WriteString(name)
	b.WriteByte('(')
	for i, k := range t.Keys {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(string(k))
		if e := entry(t.Entries[i]); e != "" {
			b.WriteByte('=')
			b.WriteString(e)
		}
	}
	b.WriteByte(')')
	return b.String()
}
