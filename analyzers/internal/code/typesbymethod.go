// This file holds the index of another package's types by the names of
// their methods: the candidates for implementing an interface of the
// package under analysis.

package code

import "go/types"

// Owners says which declared types TypesByMethod indexes. The callers
// ask different questions of the same index, and the answer decides it.
type Owners int

const (
	// ConcreteOwners indexes every concrete type, exported or not, by the
	// methods it declares: the types whose methods run when an interface
	// is called. An unexported type reaches an application through a
	// constructor that returns it behind an interface; an interface type
	// is no implementation of its own.
	ConcreteOwners Owners = iota
	// ExportedOwners indexes the exported types, interfaces included
	// (by their methods), by their method names: the types an application
	// names, whose API an interface of its own copies, an SDK's interface
	// as much as its client.
	ExportedOwners
)

// TypesByMethod indexes the package-level named types of pkgs that are
// neither aliases nor generic (a generic type implements only once
// instantiated), chosen by owners, by the names of their methods, in the
// order of pkgs and then of each scope's names: an interface is checked
// only against the types that have its first method. A concrete type's
// methods are those declared on it, not those promoted from an embedded
// field. The map is nil when no type has a method.
func TypesByMethod(pkgs []*types.Package, owners Owners) map[string][]*types.Named {
	var byMethod map[string][]*types.Named
	add := func(name string, t *types.Named) {
		if byMethod == nil {
			byMethod = map[string][]*types.Named{}
		}
		byMethod[name] = append(byMethod[name], t)
	}
	for _, pkg := range pkgs {
		scope := pkg.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() || owners == ExportedOwners && !tn.Exported() {
				continue
			}
			named, ok := tn.Type().(*types.Named)
			if !ok || named.TypeParams().Len() > 0 {
				continue
			}
			if iface, ok := named.Underlying().(*types.Interface); ok {
				if owners == ExportedOwners {
					for i := 0; i < iface.NumMethods(); i++ {
						add(iface.Method(i).Name(), named)
					}
				}
				continue
			}
			for i := 0; i < named.NumMethods(); i++ {
				add(named.Method(i).Name(), named)
			}
		}
	}
	return byMethod
}

// DeclaredMethod returns the method called name that is declared on t
// (not promoted from an embedded field), or nil.
func DeclaredMethod(t *types.Named, name string) *types.Func {
	for i := 0; i < t.NumMethods(); i++ {
		if m := t.Method(i); m.Name() == name {
			return m
		}
	}
	return nil
}
