// This file holds the pairing of interface methods with the methods that
// implement them among a package's own types.

package code

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// Fakes says whether ConcreteTypes counts test doubles. An analyzer that
// follows a value through an interface to every implementation that may
// hold it keeps them; one that concludes from "every implementation does
// this" drops them, since production code never holds a fake.
type Fakes int

const (
	// KeepFakes counts every concrete type of the package.
	KeepFakes Fakes = iota
	// DropFakes leaves out the types declared in a generated file
	// (mockgen, counterfeiter), the structs that embed testify's
	// mock.Mock, and the types without a method declared outside test
	// files (a fake of a test file, or a type that implements an
	// interface only through an embedded field).
	DropFakes
)

// ConcreteTypes returns the package-level named types of pkg that can
// implement an interface: not interfaces, not aliases, and not generic (a
// generic type implements only once instantiated), in source order. files
// are pkg's files, read only for DropFakes.
func ConcreteTypes(fset *token.FileSet, files []*ast.File, pkg *types.Package, fakes Fakes) []*types.Named {
	var generated map[*token.File]bool
	if fakes == DropFakes {
		generated = map[*token.File]bool{}
		for _, f := range files {
			if srcfile.IsGenerated(f) {
				generated[fset.File(f.Pos())] = true
			}
		}
	}
	var out []*types.Named
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		n, ok := tn.Type().(*types.Named)
		if !ok || n.TypeParams().Len() > 0 || types.IsInterface(n) {
			continue
		}
		if fakes == DropFakes && (generated[fset.File(tn.Pos())] || !declaresMethod(fset, n) || embedsMock(n)) {
			continue
		}
		out = append(out, n)
	}
	slices.SortFunc(out, func(a, b *types.Named) int { return cmp.Compare(a.Obj().Pos(), b.Obj().Pos()) })
	return out
}

// declaresMethod reports whether a method of n is declared outside test
// files.
func declaresMethod(fset *token.FileSet, n *types.Named) bool {
	for i := 0; i < n.NumMethods(); i++ {
		if !srcfile.IsTestPos(fset, n.Method(i).Pos()) {
			return true
		}
	}
	return false
}

// embedsMock reports whether n is a struct that embeds testify's
// mock.Mock, or a pointer to it.
func embedsMock(n *types.Named) bool {
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !f.Embedded() {
			continue
		}
		t := types.Unalias(f.Type())
		if p, ok := t.(*types.Pointer); ok {
			t = types.Unalias(p.Elem())
		}
		if e, ok := t.(*types.Named); ok && e.Obj().Pkg() != nil &&
			e.Obj().Pkg().Path() == "github.com/stretchr/testify/mock" && e.Obj().Name() == "Mock" {
			return true
		}
	}
	return false
}

// Implementations returns the methods that implement m, a method of an
// interface, in the types of candidates that implement m's interface
// through a pointer (so that methods with value and pointer receivers
// both count), in the order of candidates and each once. A method may be
// promoted from an embedded field, of this package or another.
func Implementations(m *types.Func, candidates []*types.Named) []*types.Func {
	recv := m.Signature().Recv()
	if recv == nil {
		return nil
	}
	iface, ok := recv.Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	var out []*types.Func
	for _, t := range candidates {
		ptr := types.NewPointer(t)
		if !types.Implements(ptr, iface) {
			continue
		}
		obj, _, _ := types.LookupFieldOrMethod(ptr, false, m.Pkg(), m.Name())
		if impl, ok := obj.(*types.Func); ok && !slices.Contains(out, impl) {
			out = append(out, impl)
		}
	}
	return out
}

// ImplementsOrPointer reports whether t, or for a concrete type a pointer
// to it, implements iface: whether a value of type t, or its address,
// can be held in an iface.
func ImplementsOrPointer(t types.Type, iface *types.Interface) bool {
	return t != nil && (types.Implements(t, iface) || !types.IsInterface(t) && types.Implements(types.NewPointer(t), iface))
}
