package errtext

import (
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// An application often declares an interface that copies its SDK
// client's methods, so that tests can fake the client
// (type converseAPI interface { Converse(...) (*ConverseOutput, error) }).
// In production the interface holds the SDK's client, whose
// implementation lives in the SDK package, where implementations() does
// not look. sdkImplemented gives each method of such an interface the
// origin of the SDK whose type implements it: its errors are that SDK's.

// sdkImplemented records, as returning LLM errors, the error-returning
// methods of the package's interfaces that a type of an imported SDK
// package implements. Interfaces of test files are fakes' business and
// are left out.
func (a *pkgState) sdkImplemented() {
	if llmapi.VersionedSDKModule(a.pass.Pkg.Path()) != "" {
		// Inside an SDK module (ADK's own code) only model calls are
		// LLM errors: its interfaces over its own types are followed
		// like any code's.
		return
	}
	ifaces := a.interfaces()
	if len(ifaces) == 0 {
		return // most packages: no SDK type to index
	}
	// Exported types, interfaces included: the interface copies an API
	// the application names, an SDK interface's as much as a client's.
	byMethod := code.TypesByMethod(llmapi.SDKImports(a.pass.Pkg), code.ExportedOwners)
	for _, iface := range ifaces {
		var impls []types.Type
		for _, t := range byMethod[iface.Method(0).Name()] {
			if code.ImplementsOrPointer(t, iface) {
				impls = append(impls, t)
			}
		}
		for i := 0; i < iface.NumExplicitMethods() && len(impls) > 0; i++ {
			if m := iface.ExplicitMethod(i); returnsError(m) {
				a.addReturn(m, implementedOrigin(impls, m))
			}
		}
	}
}

// implementedOrigin is the origin of the errors of the interface method
// m, which the SDK types impls implement: each implementation's SDK, and
// whether it fails for reasons of its own too (llmapi.OtherErrors).
func implementedOrigin(impls []types.Type, m *types.Func) origin {
	o := origin{}
	for _, t := range impls {
		// Addressable: a method of *T implements the interface too.
		obj, _, _ := types.LookupFieldOrMethod(t, true, m.Pkg(), m.Name())
		fn, _ := obj.(*types.Func)
		if fn == nil || fn.Pkg() == nil {
			continue
		}
		o = join(o, sdkCallOrigin(llmapi.VersionedSDKModule(fn.Pkg().Path()), fn))
	}
	return o
}

// interfaces returns the package's error interfaces (errorInterfaces)
// that copy an SDK's API: a method takes or returns an SDK type. An
// interface of methods such as Close() error is implemented by an SDK
// client too, but also by files and connections: its errors are no
// SDK's.
func (a *pkgState) interfaces() []*types.Interface {
	var out []*types.Interface
	for _, iface := range a.errorInterfaces() {
		for i := 0; i < iface.NumExplicitMethods(); i++ {
			if mentionsSDK(iface.ExplicitMethod(i).Signature(), 0) {
				out = append(out, iface)
				break
			}
		}
	}
	return out
}

// errorInterfaces returns the package's named interfaces, outside test
// files and not generic, in name order, a method of which, declared
// there, returns an error.
func (a *pkgState) errorInterfaces() []*types.Interface {
	var out []*types.Interface
	scope := a.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || srcfile.IsTestPos(a.pass.Fset, tn.Pos()) {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || named.TypeParams().Len() > 0 {
			continue
		}
		iface, ok := named.Underlying().(*types.Interface)
		if !ok || iface.NumMethods() == 0 {
			continue
		}
		for i := 0; i < iface.NumExplicitMethods(); i++ {
			if returnsError(iface.ExplicitMethod(i)) {
				out = append(out, iface)
				break
			}
		}
	}
	return out
}

// mentionsSDK reports whether t is, or is built from, a named type of an
// SDK package: *bedrockruntime.ConverseInput, openai.ChatCompletionRequest,
// ...func(*bedrockruntime.Options).
func mentionsSDK(t types.Type, depth int) bool {
	if depth > 4 {
		return false
	}
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		return t.Obj().Pkg() != nil && llmapi.IsSDK(t.Obj().Pkg().Path())
	case *types.Pointer:
		return mentionsSDK(t.Elem(), depth+1)
	case *types.Slice:
		return mentionsSDK(t.Elem(), depth+1)
	case *types.Signature:
		return mentionsSDK(t.Params(), depth+1) || mentionsSDK(t.Results(), depth+1)
	case *types.Tuple:
		for i := 0; i < t.Len(); i++ {
			if mentionsSDK(t.At(i).Type(), depth+1) {
				return true
			}
		}
	}
	return false
}

// returnsError reports whether fn has an error result.
func returnsError(fn *types.Func) bool {
	res := fn.Signature().Results()
	for i := 0; i < res.Len(); i++ {
		if code.ImplementsError(res.At(i).Type()) {
			return true
		}
	}
	return false
}
