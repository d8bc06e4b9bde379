package errtext

import (
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
)

// The package's own interfaces and the methods of its types that
// implement them, paired once per package: an error passed to an
// interface method reaches the implementations' error parameters, as a
// static call's argument does (a client interface with
// IsRetryable(err error) bool, implemented per provider), and the
// implementations' returned errors lend the interface method their origin
// (see implementations).

// dispatchTargets returns the methods of this package's named types that
// implement m, a method of an interface declared in this package, in the
// source order of the types.
func (a *pkgState) dispatchTargets(m *types.Func) []*types.Func {
	if a.impls == nil {
		a.impls = a.buildImplementations()
	}
	return a.impls[m]
}

func (a *pkgState) buildImplementations() map[*types.Func][]*types.Func {
	out := map[*types.Func][]*types.Func{}
	scope := a.pass.Pkg.Scope()
	var ifaces []*types.Interface
	for _, name := range scope.Names() {
		if tn, ok := scope.Lookup(name).(*types.TypeName); ok && !tn.IsAlias() {
			if it, ok := tn.Type().Underlying().(*types.Interface); ok && it.NumMethods() > 0 {
				ifaces = append(ifaces, it)
			}
		}
	}
	if len(ifaces) == 0 {
		return out
	}
	// Fakes count: an error passed to the interface may reach any of
	// them, and a test's fake is called in its tests.
	concrete := code.ConcreteTypes(a.pass.Fset, a.pass.Files, a.pass.Pkg, code.KeepFakes)
	for _, it := range ifaces {
		for i := 0; i < it.NumMethods(); i++ {
			m := it.Method(i)
			if _, done := out[m]; done || m.Pkg() != a.pass.Pkg {
				continue // paired already, or embedded from another package
			}
			var impls []*types.Func
			for _, impl := range code.Implementations(m, concrete) {
				if impl.Pkg() == a.pass.Pkg {
					impls = append(impls, impl)
				}
			}
			out[m] = impls
		}
	}
	return out
}

func hasErrorParam(sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		if code.ImplementsError(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}
