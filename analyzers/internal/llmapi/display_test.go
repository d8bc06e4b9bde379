package llmapi

import (
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// TestDisplayFuncsOfTheStandardLibrary checks that every standard-library
// entry of displayFuncs exists and takes its values as ...any: the
// analyzers treat an argument there as shown, not kept.
func TestDisplayFuncsOfTheStandardLibrary(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages with go list; skipped with -short")
	}
	std := map[string]bool{"fmt": true, "log": true, "log/slog": true}
	var paths []string
	for p := range std {
		paths = append(paths, p)
	}
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedTypes}, paths...)
	if err != nil {
		t.Fatal(err)
	}
	byPath := map[string]*types.Package{}
	for _, p := range pkgs {
		byPath[p.PkgPath] = p.Types
	}
	n := 0
	for r := range displayFuncs() {
		if !std[r.PkgPath] {
			continue
		}
		n++
		pkg := byPath[r.PkgPath]
		if pkg == nil {
			t.Fatalf("%s not loaded", r.PkgPath)
		}
		var obj types.Object
		if r.Recv == "" {
			obj = pkg.Scope().Lookup(r.Name)
		} else if tn, ok := pkg.Scope().Lookup(r.Recv).(*types.TypeName); ok {
			obj, _, _ = types.LookupFieldOrMethod(types.NewPointer(tn.Type()), true, pkg, r.Name)
		}
		fn, ok := obj.(*types.Func)
		if !ok {
			t.Errorf("%+v: no such function", r)
			continue
		}
		if !IsDisplay(fn) {
			t.Errorf("IsDisplay(%s) = false", fn.FullName())
		}
		sig := fn.Signature()
		last := sig.Params().At(sig.Params().Len() - 1).Type().String()
		if !sig.Variadic() || !strings.HasSuffix(last, "[]any") {
			t.Errorf("%s: want a final ...any parameter, have %s", fn.FullName(), sig)
		}
	}
	if n == 0 {
		t.Fatal("no standard-library entry")
	}
}
