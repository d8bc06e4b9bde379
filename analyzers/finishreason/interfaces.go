// Interfaces of the package whose every implementation is a wrapper,
// and the SDK clients they stand for.

package finishreason

import (
	"go/ast"
	"go/token"
	"go/types"
	"iter"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/srcfile"
)

// implementations makes a method of an interface of the package a
// wrapper when every implementation is one.
type implementations struct {
	*runner
	// concrete holds the types whose methods may implement an interface
	// of the package (concreteTypes).
	concrete lazy[[]*types.Named]
	// sdkMethods are the model calls among the methods of the imported
	// SDKs' types, by name (sdkModelMethods).
	sdkMethods lazy[map[string][]sdkMethod]
}

// An application often puts its model client behind its own interface,
// for tests: `type Summarizer interface { Summarize(...) (*Resp, error) }`
// with one implementation that returns the SDK's response unread. Its
// callers hold the interface, so no call of theirs names the wrapper.
//
// ifaceWrapperOf makes m, a method of an interface declared in this
// package, a wrapper when every implementation of it in the package's
// non-test code is one, taking the summary of the first in source order.
// One implementation that is not (a stub that returns no response, a
// decorator that reads the reason before passing the response on) keeps
// it silent: the value behind the interface may be that one. Fakes in test
// files do not count, nor do implementations in other packages, which
// this package cannot see.
func (im *implementations) ifaceWrapperOf(m *types.Func) *wrapper {
	named, ok := types.Unalias(m.Signature().Recv().Type()).(*types.Named)
	if !ok || named.TypeParams().Len() > 0 || srcfile.IsTestPos(im.pass.Fset, named.Obj().Pos()) {
		return nil
	}
	iface, ok := named.Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	var first *wrapper
	// The SDK's own client: an interface declared to mock it in tests
	// (type converser interface { Converse(...) }) holds it in production.
	for _, sm := range im.sdkModelMethods(m.Name()) {
		recv := sm.fn.Signature().Recv().Type()
		if code.ImplementsOrPointer(recv, iface) {
			if first == nil {
				first = &wrapper{fact: wrapperFact{Result: sm.call.Result, Call: sm.call.Display, Family: sm.call.Family.Name}}
			}
		}
	}
	for _, impl := range code.Implementations(m, im.concreteTypes()) {
		w := im.sums.wrapperOf(impl.Origin())
		if w == nil {
			if im.delegatesUnread(impl.Origin(), m) {
				continue // a retry or circuit-breaker decorator: neutral
			}
			return nil
		}
		if first == nil {
			first = w
		}
	}
	return first
}

// delegatesUnread reports whether impl, an implementation of the interface
// method m, calls m itself (on the value it decorates) and returns each
// such call's response unread: a retry or circuit-breaker decorator, which
// hands on what the value behind it returns.
func (im *implementations) delegatesUnread(impl, m *types.Func) bool {
	decl, ok := im.src.decls[impl]
	if !ok {
		return false
	}
	result := -1
	for i := 0; i < m.Signature().Results().Len(); i++ {
		if im.carriers.carries(m.Signature().Results().At(i).Type()) {
			result = i
			break
		}
	}
	if result < 0 {
		return false
	}
	found := false
	for c := range decl.Preorder((*ast.CallExpr)(nil)) {
		if im.src.ix.CalleeFunc(c, im.pass.TypesInfo) != m {
			continue
		}
		fl := newFlow(im.runner, decl)
		fl.fromCall(c, result)
		if fl.fate != fateReturned {
			return false
		}
		found = true
	}
	return found
}

// sdkMethod is a method of an SDK type that is a model call of the table.
type sdkMethod struct {
	fn   *types.Func
	call *llmapi.Call
}

// sdkModelMethods returns the methods called name of the types declared by
// the SDK packages this package imports that are model calls of the table
// (text-only ones left out), in scope order.
func (im *implementations) sdkModelMethods(name string) []sdkMethod {
	return im.sdkMethods.get(im.collectSDKMethods)[name]
}

// collectSDKMethods maps each name to the model calls of that name among
// the methods that the concrete types of the imported SDK packages
// declare: the clients an interface of the package may stand for.
func (im *implementations) collectSDKMethods() map[string][]sdkMethod {
	byName := map[string][]sdkMethod{}
	for name, owners := range code.TypesByMethod(llmapi.SDKImports(im.pass.Pkg), code.ConcreteOwners) {
		for _, t := range owners {
			fn := code.DeclaredMethod(t, name)
			// A call that hands its response to a function returns none
			// that an interface's callers could read.
			if c, ok := llmapi.CallOf(fn); ok && c.Discards == "" && c.Handler == 0 {
				byName[name] = append(byName[name], sdkMethod{fn, c})
			}
		}
	}
	return byName
}

// concreteTypes returns the named, non-generic types of this package that
// can implement an interface, in source order. Fakes are left out (types
// declared in generated files, as mockgen and counterfeiter write them,
// types that embed testify's mock.Mock, types whose methods are all in
// test files): an interface method is a wrapper when every implementation
// in production is one, and production never holds a fake.
func (im *implementations) concreteTypes() []*types.Named {
	return im.concrete.get(func() []*types.Named {
		return code.ConcreteTypes(im.pass.Fset, im.pass.Files, im.pass.Pkg, code.DropFakes)
	})
}

// interfaceMethods returns the exported methods of the interfaces declared
// at package level in this package's non-test files, in source order:
// those whose wrapper facts callers in other packages can use.
func (im *implementations) interfaceMethods() []*types.Func {
	return slices.Collect(exportedInterfaceMethods(im.pass))
}

// exportedInterfaceMethods yields the exported methods of the interfaces
// declared at package level in the package's non-test files, in source
// order; not those of aliases or generic interfaces. It reads the files
// alone: the fast path asks it too.
func exportedInterfaceMethods(pass *analysis.Pass) iter.Seq[*types.Func] {
	return func(yield func(*types.Func) bool) {
		for _, f := range pass.Files {
			if srcfile.IsTest(pass.Fset, f) {
				continue
			}
			for _, d := range f.Decls {
				gd, ok := d.(*ast.GenDecl)
				if !ok || gd.Tok != token.TYPE {
					continue
				}
				for _, spec := range gd.Specs {
					ts := spec.(*ast.TypeSpec)
					if _, ok := ts.Type.(*ast.InterfaceType); !ok || ts.TypeParams != nil {
						continue
					}
					tn, ok := pass.TypesInfo.Defs[ts.Name].(*types.TypeName)
					if !ok || tn.IsAlias() {
						continue
					}
					iface, ok := tn.Type().Underlying().(*types.Interface)
					if !ok {
						continue
					}
					for i := 0; i < iface.NumExplicitMethods(); i++ {
						if m := iface.ExplicitMethod(i); m.Exported() && !yield(m) {
							return
						}
					}
				}
			}
		}
	}
}
