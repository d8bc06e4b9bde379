package classswitch

import (
	"cmp"
	"go/constant"
	"go/types"
	"slices"
)

// classType is the enum the analyzer always checks.
const classType = "github.com/llmerrlint/llmerrlint/llmerr.ErrorClass"

// An enum is a defined string or integer type whose members are the
// package-level constants of that type, in declaration order.
type enum struct {
	named   *types.Named
	members []member
}

// A member is one value of an enum. Constants with the same value are
// aliases of one member; name is the first one declared that the checked
// package may refer to.
type member struct {
	key  string // valueKey of the value
	name *types.Const
}

// valueKey identifies a constant value within one enum, whose members all
// share one kind of constant.
// An untyped float constant in an integer case is normalised to an integer.
func valueKey(v constant.Value) string {
	if k := v.Kind(); k == constant.Float || k == constant.Complex {
		if i := constant.ToInt(v); i.Kind() == constant.Int {
			v = i
		}
	}
	return v.ExactString()
}

// enumCache finds and remembers the enums of one pass.
type enumCache struct {
	pkg     *types.Package          // the package being checked
	targets map[string]bool         // "pkgpath.Type" of each enum to check
	allowed map[*types.Package]bool // pkg and its direct imports
	enums   map[*types.Named]*enum  // nil value: not an enum to check
}

func newEnumCache(pkg *types.Package, targets map[string]bool) *enumCache {
	allowed := map[*types.Package]bool{pkg: true}
	for _, imp := range pkg.Imports() {
		allowed[imp] = true
	}
	return &enumCache{pkg: pkg, targets: targets, allowed: allowed, enums: map[*types.Named]*enum{}}
}

// of returns the enum that t is, or nil when t is not one to check.
func (c *enumCache) of(t types.Type) *enum {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.TypeParams().Len() > 0 || named.TypeArgs().Len() > 0 {
		return nil
	}
	if e, ok := c.enums[named]; ok {
		return e
	}
	e := c.load(named)
	c.enums[named] = e
	return e
}

func (c *enumCache) load(named *types.Named) *enum {
	obj := named.Obj()
	defPkg := obj.Pkg()
	// Only the package itself and its direct imports are known to have a
	// complete scope; an indirect dependency loaded from export data may
	// hold only the objects its importers use.
	if defPkg == nil || !c.allowed[defPkg] || !c.targets[defPkg.Path()+"."+obj.Name()] {
		return nil
	}
	basic, ok := named.Underlying().(*types.Basic)
	if !ok || basic.Info()&(types.IsInteger|types.IsString) == 0 {
		return nil
	}
	var consts []*types.Const
	scope := defPkg.Scope()
	for _, name := range scope.Names() {
		k, ok := scope.Lookup(name).(*types.Const)
		if !ok || name == "_" || !types.Identical(k.Type(), named) || k.Val().Kind() == constant.Unknown {
			continue
		}
		// Outside the defining package an unexported constant cannot be
		// written in a case, so it is not required there.
		if defPkg != c.pkg && !k.Exported() {
			continue
		}
		consts = append(consts, k)
	}
	slices.SortStableFunc(consts, func(a, b *types.Const) int { return cmp.Compare(a.Pos(), b.Pos()) })
	e := &enum{named: named}
	seen := map[string]bool{}
	for _, k := range consts {
		key := valueKey(k.Val())
		if seen[key] {
			continue
		}
		seen[key] = true
		e.members = append(e.members, member{key: key, name: k})
	}
	if len(e.members) == 0 {
		return nil
	}
	return e
}
