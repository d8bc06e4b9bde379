package errtext

import (
	"go/types"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// An application's interface over its model providers
// (type LLMProvider interface { Chat(...) (*LLMResponse, error) }) is
// often declared in a package that imports its implementations, one
// package per provider, each calling an SDK and returning its errors
// wrapped. implementations() pairs the interface with the package's own
// types only, and sdkImplemented with the SDK's types, so a call of the
// interface method held no LLM error. importedImplemented gives each
// error-returning method of such an interface the origin of the
// implementations in imported packages whose facts say they return LLM
// errors, as an SDK client lends its SDK's.

// importedImplemented records, as returning LLM errors, the
// error-returning methods of the package's interfaces that a concrete
// type of an imported package with errtext's facts implements with a
// method that returns LLM errors. The SDKs' own packages are left to
// sdkImplemented: outside an SDK's module, its functions' errors are the
// SDK's whatever their facts say.
func (a *pkgState) importedImplemented() {
	var pkgs []*types.Package
	own := llmapi.VersionedSDKModule(a.pass.Pkg.Path())
	for _, imp := range a.pass.Pkg.Imports() {
		if m := llmapi.VersionedSDKModule(imp.Path()); (m == "" || m == own) && probe.Exports(a.pass, imp) {
			pkgs = append(pkgs, imp)
		}
	}
	if len(pkgs) == 0 {
		return // most packages: no import tells of its methods' errors
	}
	ifaces := a.errorInterfaces()
	if len(ifaces) == 0 {
		return
	}
	byMethod := code.TypesByMethod(pkgs, code.ConcreteOwners)
	for _, iface := range ifaces {
		var impls []*types.Named
		for _, t := range byMethod[iface.Method(0).Name()] {
			if code.ImplementsOrPointer(t, iface) {
				impls = append(impls, t)
			}
		}
		for i := 0; i < iface.NumExplicitMethods() && len(impls) > 0; i++ {
			m := iface.ExplicitMethod(i)
			if !returnsError(m) {
				continue
			}
			o := origin{}
			for _, t := range impls {
				// Addressable: a method of *T implements the interface too.
				obj, _, _ := types.LookupFieldOrMethod(t, true, m.Pkg(), m.Name())
				if fn, ok := obj.(*types.Func); ok && fn.Pkg() != nil && fn.Pkg() != a.pass.Pkg {
					o = join(o, a.returnsOrigin(fn))
				}
			}
			if o.kind == llm {
				a.addReturn(m, o)
			}
		}
	}
}
