// Sinks: interface methods taking `any` values (an application's own
// logger) whose every implementation in their package only uses what they
// are handed, and the facts that tell callers in other packages so.

package finishreason

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
)

// An application hands a response to its own logger, an interface:
// logger.Error(ctx, "tool not found", map[string]any{"resp": resp}). A
// call of an interface method is out of view, so the response would
// escape and a tool loop that never reads the reason would go silent.
// But the logger takes the response boxed in an `any`: the interface
// was not written to receive responses, and its implementations beside
// it (a zerolog or slog adapter) serialise what they get. When every
// implementation in the interface's package only uses such a parameter
// (shows it, logs it, never reads a reason nor lets it go further), the
// parameter is a sink: a response handed to it is used, not escaped. A
// parameter typed with a response type is never a sink: an interface
// written to receive responses (a hook, an observer) is there to be
// implemented elsewhere, where the reason may be read. Implementations
// in other packages are out of view, as for wrappers.

// sinkFacts is the package fact of a package that declares sinks: for
// each sink method (interface methods, and the methods of the package's
// types that implement them), its sink parameters. Unlike funcFacts, it
// does not turn off the fast path of the package's importers: a logger
// is imported everywhere, and only a package that holds a model call
// asks about it.
type sinkFacts pkgfacts.Table[sinkEntry]

// sinkEntry lists the indexes of a method's sink parameters, ascending.
type sinkEntry struct{ Params []int }

func (*sinkFacts) AFact() {}

func (f *sinkFacts) Table() *pkgfacts.Table[sinkEntry] { return (*pkgfacts.Table[sinkEntry])(f) }

func (f *sinkFacts) String() string {
	return f.Table().Format("finishreason", func(e sinkEntry) string {
		s := make([]string, len(e.Params))
		for i, p := range e.Params {
			s[i] = fmt.Sprint(p)
		}
		return "sink(" + strings.Join(s, ",") + ")"
	})
}

// sinks finds the package's sinks and reads those of its imports.
type sinks struct {
	*runner
	facts *pkgfacts.Reader[sinkEntry]
	local map[*types.Func][]int // sink parameters of this package's interface methods
}

// boxedParams returns the parameters of m that take values boxed in an
// empty interface (boxed), when m returns nothing or only an error, as a
// logger's methods do: a method that returns a value may hand back what
// it was given.
func boxedParams(m *types.Func) []int {
	res := m.Signature().Results()
	if res.Len() > 1 || res.Len() == 1 && !code.IsError(res.At(0).Type()) {
		return nil
	}
	var out []int
	params := m.Signature().Params()
	for i := 0; i < params.Len(); i++ {
		if boxed(params.At(i).Type()) {
			out = append(out, i)
		}
	}
	return out
}

// boxed reports whether a parameter of type t takes values boxed in an
// empty interface: any itself, or a map, slice or variadic list of them,
// as a logger's fields. A struct that happens to hold an any is no
// logger's parameter.
func boxed(t types.Type) bool {
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Interface:
		return u.Empty()
	case *types.Slice:
		return isEmptyInterface(u.Elem())
	case *types.Map:
		return isEmptyInterface(u.Elem())
	}
	return false
}

func isEmptyInterface(t types.Type) bool {
	u, ok := types.Unalias(t).Underlying().(*types.Interface)
	return ok && u.Empty()
}

// localSinks returns the sink parameters of m, a method of an interface
// declared in this package: the boxed parameters that every
// implementation in the package's non-test code only uses. None when the
// package has no implementation.
func (sk *sinks) localSinks(m *types.Func) []int {
	if ps, ok := sk.local[m]; ok {
		return ps
	}
	sk.local[m] = nil // recursion: an implementation that calls m
	impls := code.Implementations(m, sk.impls.concreteTypes())
	var out []int
	if len(impls) > 0 {
		for _, i := range boxedParams(m) {
			if sk.usedByAll(impls, i) {
				out = append(out, i)
			}
		}
	}
	sk.local[m] = out
	return out
}

// usedByAll reports whether parameter i of every implementation only
// uses what it receives, or drops it unnamed.
func (sk *sinks) usedByAll(impls []*types.Func, i int) bool {
	for _, impl := range impls {
		if name := impl.Signature().Params().At(i).Name(); name == "" || name == "_" {
			continue // a no-op logger drops it
		}
		pf := sk.sums.paramEffects(impl.Origin())
		if pf == nil || i >= len(pf.Effects) || pf.Effects[i] != effectUses {
			return false
		}
	}
	return true
}

// sinkEffects returns what fn, a method this package holds no body of,
// does with its parameters as far as its sinks tell: it uses the sink
// parameters and lets the others escape. nil when it has none.
func (sk *sinks) sinkEffects(fn *types.Func) *paramFact {
	var ps []int
	if isMethodOfInterfaceIn(fn, sk.pass.Pkg) {
		ps = sk.localSinks(fn)
	} else if e, _, ok := sk.facts.Lookup(fn); ok {
		ps = e.Params
	}
	if len(ps) == 0 {
		return nil
	}
	n := fn.Signature().Params().Len()
	pf := &paramFact{Effects: make([]effect, n), Results: make([]int, n)}
	for i := range pf.Effects {
		pf.Effects[i], pf.Results[i] = effectEscapes, -1
	}
	for _, i := range ps {
		if i < n {
			pf.Effects[i] = effectUses
		}
	}
	return pf
}

// exportFacts exports the package's sinks: each interface method with
// sink parameters, and each implementation's method with the same.
func (sk *sinks) exportFacts() {
	var table pkgfacts.Builder[sinkEntry]
	for _, m := range sk.impls.interfaceMethods() {
		if !exportedRecv(m) {
			continue // other packages cannot name it
		}
		ps := sk.localSinks(m)
		if len(ps) == 0 {
			continue
		}
		table.Add(m, sinkEntry{Params: ps})
		for _, impl := range code.Implementations(m, sk.impls.concreteTypes()) {
			if exportedRecv(impl) {
				table.Add(impl.Origin(), sinkEntry{Params: ps})
			}
		}
	}
	if t, ok := table.Table(sk.pass, new(sinkFacts)); ok {
		sk.pass.ExportPackageFact((*sinkFacts)(&t))
	}
}

// exportedRecv reports whether the method m has an exported receiver
// type, one that other packages can name.
func exportedRecv(m *types.Func) bool {
	n := code.NamedOf(m.Signature().Recv().Type())
	return n != nil && n.Obj().Exported()
}
