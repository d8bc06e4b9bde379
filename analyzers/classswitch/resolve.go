package classswitch

import (
	"fmt"
	"go/types"

	"github.com/llmerrlint/llmerrlint/internal/suggest"
)

// Resolve checks each entry of l against the packages of a build: lookup
// returns the package of an import path, or nil when the build does not
// hold it. An entry whose package is there but has no such type, or whose
// type is no enum (a defined integer or string type with constants), is
// an error: the check would silently do nothing. An entry whose package
// is not in the build is returned in absent: nothing imports it, so there
// is nothing to check, which a driver reports as a warning.
func (l TypeList) Resolve(lookup func(path string) *types.Package) (errs []error, absent []string) {
	for _, t := range l {
		path, name, ok := splitType(t)
		if !ok {
			errs = append(errs, checkType(t))
			continue
		}
		pkg := lookup(path)
		if pkg == nil {
			absent = append(absent, t)
			continue
		}
		if err := isEnum(pkg, name); err != nil {
			errs = append(errs, fmt.Errorf("classswitch.types: %v", err))
		}
	}
	return errs, absent
}

func isEnum(pkg *types.Package, name string) error {
	tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		return fmt.Errorf("package %s has no type %s%s", pkg.Path(), name, suggest.DidYouMean(name, typeNames(pkg)))
	}
	basic, ok := tn.Type().Underlying().(*types.Basic)
	if _, named := types.Unalias(tn.Type()).(*types.Named); !named || !ok || basic.Info()&(types.IsInteger|types.IsString) == 0 {
		return fmt.Errorf("%s.%s is not an enum: want a defined integer or string type with constants", pkg.Path(), name)
	}
	scope := pkg.Scope()
	for _, n := range scope.Names() {
		if k, ok := scope.Lookup(n).(*types.Const); ok && types.Identical(k.Type(), tn.Type()) {
			return nil
		}
	}
	return fmt.Errorf("%s.%s is not an enum: its package declares no constants of it", pkg.Path(), name)
}

// typeNames returns the names of the types pkg declares, sorted: the
// candidates for a misspelled one.
func typeNames(pkg *types.Package) []string {
	var out []string
	for _, name := range pkg.Scope().Names() {
		if _, ok := pkg.Scope().Lookup(name).(*types.TypeName); ok {
			out = append(out, name)
		}
	}
	return out
}
