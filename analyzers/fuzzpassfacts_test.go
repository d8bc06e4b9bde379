package analyzers_test

import (
	"fmt"
	"go/types"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// addFacts gives pass its fact functions: it reads the facts it inherited
// from the package's imports and those it exported itself, and exports
// into act.facts. An export the checker would panic on (an object of
// another package, after Run) is a misuse, and so is a fact of a type the
// analyzer does not declare, which go vet could not write to its facts
// file.
func (u *unitRun) addFacts(pass *analysis.Pass, act *unitAction, inherited *factSet) {
	own := act.facts
	misuse := func(format string, args ...any) {
		u.misuse = append(u.misuse, fmt.Errorf("%s on %s: "+format, append([]any{pass.Analyzer, u.pkg.PkgPath}, args...)...))
	}
	usable := func(op string, f analysis.Fact) bool {
		if f == nil || reflect.TypeOf(f).Kind() != reflect.Pointer {
			misuse("%s: fact %T is not a pointer", op, f)
			return false
		}
		return true
	}
	declared := func(op string, f analysis.Fact) bool {
		if !slices.ContainsFunc(pass.Analyzer.FactTypes, func(t analysis.Fact) bool { return reflect.TypeOf(t) == reflect.TypeOf(f) }) {
			misuse("%s: fact type %T is not among the analyzer's FactTypes", op, f)
			return false
		}
		return true
	}
	load := func(ptr analysis.Fact, f analysis.Fact) {
		reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(f).Elem())
	}

	pass.ImportObjectFact = func(obj types.Object, ptr analysis.Fact) bool {
		if obj == nil {
			misuse("ImportObjectFact of a nil object")
			return false
		}
		if !usable("ImportObjectFact", ptr) {
			return false
		}
		f, ok := findFact(objectFactKey{obj, reflect.TypeOf(ptr)}, own.objects, inherited.objects)
		if ok {
			load(ptr, f)
		}
		return ok
	}
	pass.ImportPackageFact = func(pkg *types.Package, ptr analysis.Fact) bool {
		if pkg == nil {
			misuse("ImportPackageFact of a nil package")
			return false
		}
		if !usable("ImportPackageFact", ptr) {
			return false
		}
		f, ok := findFact(packageFactKey{pkg, reflect.TypeOf(ptr)}, own.packages, inherited.packages)
		if ok {
			load(ptr, f)
		}
		return ok
	}
	pass.ExportObjectFact = func(obj types.Object, f analysis.Fact) {
		switch {
		case pass.ExportObjectFact == nil:
			misuse("ExportObjectFact(%v, %T) called after Run", obj, f)
		case obj == nil:
			misuse("ExportObjectFact of a nil object")
		case obj.Pkg() != pass.Pkg:
			misuse("ExportObjectFact(%v, %T): the object belongs to another package", obj, f)
		case usable("ExportObjectFact", f) && declared("ExportObjectFact", f):
			own.objects[objectFactKey{obj, reflect.TypeOf(f)}] = f
		}
	}
	pass.ExportPackageFact = func(f analysis.Fact) {
		switch {
		case pass.ExportPackageFact == nil:
			misuse("ExportPackageFact(%T) called after Run", f)
		case usable("ExportPackageFact", f) && declared("ExportPackageFact", f):
			own.packages[packageFactKey{pass.Pkg, reflect.TypeOf(f)}] = f
		}
	}
	pass.AllObjectFacts = func() []analysis.ObjectFact {
		var out []analysis.ObjectFact
		for _, set := range []*factSet{inherited, own} {
			for k, f := range set.objects {
				out = append(out, analysis.ObjectFact{Object: k.obj, Fact: f})
			}
		}
		return out
	}
	pass.AllPackageFacts = func() []analysis.PackageFact {
		var out []analysis.PackageFact
		for _, set := range []*factSet{inherited, own} {
			for k, f := range set.packages {
				out = append(out, analysis.PackageFact{Package: k.pkg, Fact: f})
			}
		}
		return out
	}
}

// findFact looks k up in each set in turn: the pass's own facts first.
func findFact[K comparable](k K, sets ...map[K]analysis.Fact) (analysis.Fact, bool) {
	for _, set := range sets {
		if f, ok := set[k]; ok {
			return f, true
		}
	}
	return nil, false
}
