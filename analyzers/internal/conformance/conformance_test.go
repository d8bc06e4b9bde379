package conformance

import (
	"fmt"
	"go/types"
	"sort"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// TestStubsMatchRealSDKs checks every stub package under testdata/src with
// a real import path against the real package: each object the stub
// declares exists with the same kind and shape. The llmerr stub is checked
// against the llmerr module of this repository.
func TestStubsMatchRealSDKs(t *testing.T) {
	w := loadWorld(t)
	var paths []string
	for path := range w.stubs {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	for _, path := range paths {
		stub := w.stubs[path]
		t.Run(path, func(t *testing.T) {
			if len(stub.Errors) > 0 || stub.Types == nil {
				t.Fatalf("stub %s does not type-check: %v", path, stub.Errors)
			}
			real, err := w.realPackage(path)
			if err != nil {
				t.Fatalf("stub %s: %v", path, err)
			}
			comparePackage(stub.Types, real.Types, func(obj types.Object, format string, args ...any) {
				t.Errorf("stub %s (%s): %s", path, stub.Fset.Position(obj.Pos()), fmt.Sprintf(format, args...))
			})
		})
	}
}

// TestKnowledgeTableNamesRealObjects checks that every object the llmapi
// table names (SDK objects and retry library functions) exists in the real
// module, and, where a stub declares it too,
// that stub and SDK agree on what it is (function, type, field, method).
func TestKnowledgeTableNamesRealObjects(t *testing.T) {
	w := loadWorld(t)
	for _, ref := range tableObjects() {
		real, err := w.realPackage(ref.PkgPath)
		if err != nil {
			t.Errorf("llmapi %s: %v", refString(ref), err)
			continue
		}
		rkind, err := resolve(real.Types, ref)
		if err != nil {
			t.Errorf("llmapi %s: real SDK: %v", refString(ref), err)
			continue
		}
		stub := w.stubs[ref.PkgPath]
		if stub == nil || stub.Types == nil {
			continue
		}
		skind, err := resolve(stub.Types, ref)
		if err != nil {
			t.Logf("llmapi %s: not in the stub (%v)", refString(ref), err)
			continue
		}
		if skind != rkind {
			t.Errorf("llmapi %s: %s in the stub but %s in the real SDK", refString(ref), article(skind), article(rkind))
		}
	}
}

// TestClassifiersExist checks that every classify function the knowledge
// table names (the advice of finishreason's diagnostics) exists in its
// real provider package, takes the response type the table says and
// returns (llmerr.ErrorClass, bool).
func TestClassifiersExist(t *testing.T) {
	w := loadWorld(t)
	for _, c := range llmapi.Classifiers() {
		real, err := w.realPackage(c.Func.PkgPath)
		if err != nil {
			t.Errorf("classifier %s: %v", c.QualifiedName(), err)
			continue
		}
		fn, ok := real.Types.Scope().Lookup(c.Func.Name).(*types.Func)
		if !ok {
			t.Errorf("classifier %s: no such function in %s", c.QualifiedName(), c.Func.PkgPath)
			continue
		}
		want := "func(" + c.Param + ") (" + llmerrPath + ".ErrorClass, bool)"
		if got := sigString(fn.Signature()); got != want {
			t.Errorf("classifier %s: signature\n\t%s\nwant\n\t%s", c.QualifiedName(), got, want)
		}
	}
}

// TestChecksExist keeps the Check function beside each response
// classifier, which finishreason's fix calls, in step with llmerr: it
// exists and is func(<the response>) error.
func TestChecksExist(t *testing.T) {
	w := loadWorld(t)
	for _, c := range llmapi.Classifiers() {
		ref, ok := c.Check()
		if !ok {
			continue
		}
		real, err := w.realPackage(ref.PkgPath)
		if err != nil {
			t.Errorf("check %s: %v", refString(ref), err)
			continue
		}
		fn, ok := real.Types.Scope().Lookup(ref.Name).(*types.Func)
		if !ok {
			t.Errorf("check %s: no such function", refString(ref))
			continue
		}
		if got, want := sigString(fn.Signature()), "func("+c.Param+") (error)"; got != want {
			t.Errorf("check %s: signature\n\t%s\nwant\n\t%s", refString(ref), got, want)
		}
	}
}

// tableObjects lists every object of the knowledge table: the SDKs' and
// the retry libraries'.
func tableObjects() []llmapi.ObjectRef {
	return append(llmapi.Objects(), llmapi.RetryObjects()...)
}

func refString(ref llmapi.ObjectRef) string {
	if ref.Recv == "" {
		return ref.PkgPath + "." + ref.Name
	}
	return ref.PkgPath + "." + ref.Recv + "." + ref.Name
}

// resolve finds ref in pkg and says what it is: a package-level object's
// kind, or "field" or "method" for a member (promoted ones included).
func resolve(pkg *types.Package, ref llmapi.ObjectRef) (string, error) {
	if ref.Recv == "" {
		obj := pkg.Scope().Lookup(ref.Name)
		if obj == nil {
			return "", fmt.Errorf("no package-level %s", ref.Name)
		}
		return kindOf(obj), nil
	}
	tn, ok := pkg.Scope().Lookup(ref.Recv).(*types.TypeName)
	if !ok {
		return "", fmt.Errorf("no type %s", ref.Recv)
	}
	obj, _, _ := types.LookupFieldOrMethod(tn.Type(), true, pkg, ref.Name)
	switch obj.(type) {
	case *types.Var:
		return "field", nil
	case *types.Func:
		return "method", nil
	}
	return "", fmt.Errorf("type %s has no field or method %s", ref.Recv, ref.Name)
}
