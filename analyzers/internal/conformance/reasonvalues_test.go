package conformance

import (
	"go/constant"
	"go/types"
	"slices"
	"sort"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// TestReasonValuesMatchSDKConstants checks the failure and success values
// llmapi lists for each named reason type against the type's constants in
// every major version the table names: each listed value is a constant of
// some version, and each constant is listed. A stop reason an SDK adds
// fails here until it is classified.
func TestReasonValuesMatchSDKConstants(t *testing.T) {
	w := loadWorld(t)
	for _, rv := range llmapi.ReasonValueTypes() {
		consts := map[string]bool{}
		for _, ref := range llmapi.Objects() {
			if ref.Recv != "" || ref.Name != rv.Ref.Name || llmapi.NormalizePath(ref.PkgPath) != rv.Ref.PkgPath {
				continue
			}
			real, err := w.realPackage(ref.PkgPath)
			if err != nil {
				t.Errorf("%s: %v", refString(ref), err)
				continue
			}
			for v := range constantsOf(real.Types, ref.Name) {
				consts[v] = true
			}
		}
		if len(consts) == 0 {
			t.Errorf("%s: no constants found", refString(rv.Ref))
			continue
		}
		listed := append(slices.Clone(rv.Failures), rv.Successes...)
		for _, v := range rv.Tools {
			if !slices.Contains(rv.Successes, v) {
				t.Errorf("%s: tool value %q is not listed as a success", refString(rv.Ref), v)
			}
		}
		for _, v := range listed {
			if !consts[v] {
				t.Errorf("%s: %q is listed but no version declares it", refString(rv.Ref), v)
			}
		}
		var unlisted []string
		for v := range consts {
			if !slices.Contains(listed, v) {
				unlisted = append(unlisted, v)
			}
		}
		sort.Strings(unlisted)
		for _, v := range unlisted {
			t.Errorf("%s: the SDK declares %q, which llmapi lists neither as a failure nor as a success", refString(rv.Ref), v)
		}
	}
}

// constantsOf returns the string values of the package-level constants of
// the named type.
func constantsOf(pkg *types.Package, typeName string) map[string]bool {
	tn, ok := pkg.Scope().Lookup(typeName).(*types.TypeName)
	out := map[string]bool{}
	if !ok {
		return out
	}
	for _, name := range pkg.Scope().Names() {
		c, ok := pkg.Scope().Lookup(name).(*types.Const)
		if ok && types.Identical(c.Type(), tn.Type()) && c.Val().Kind() == constant.String {
			out[constant.StringVal(c.Val())] = true
		}
	}
	return out
}
