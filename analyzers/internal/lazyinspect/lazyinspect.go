// Package lazyinspect shares one inspector per package among the
// analyzers, built only when the first of them asks for it.
//
// The x/tools inspect pass builds its inspector for every package of the
// build, whether any analyzer needs it or not, and most packages of a
// build touch no LLM API: every llmerrlint analyzer leaves them on its
// fast path. Building one inspector per analyzer instead would walk a
// package that does touch an LLM API once per analyzer. This pass does
// neither: its result is a handle, and the walk happens at the first Get.
package lazyinspect

import (
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
)

// Analyzer provides a *Lazy for the package. Require it, and call Get
// only past the fast path.
var Analyzer = &analysis.Analyzer{
	Name:             "llmerrlintinspect",
	Doc:              "share one inspector, built on first use, among llmerrlint's analyzers",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Lazy](),
}

// Lazy builds the package's inspector once, on the first Get. Analyzers
// of one package may run concurrently, so Get is safe for that.
type Lazy struct {
	pass *analysis.Pass
	once sync.Once
	in   *inspector.Inspector
}

// Get returns the package's inspector, building it on the first call.
func (l *Lazy) Get() *inspector.Inspector {
	l.once.Do(func() {
		l.in = inspector.New(l.pass.Files)
		l.pass = nil // the files stay reachable through the inspector alone
	})
	return l.in
}

// Of returns the package's inspector, from the result of the required
// pass when there is one, or built afresh when an analyzer is run on its
// own by code that does not resolve Requires (a fuzz or unit test that
// calls Run directly).
func Of(pass *analysis.Pass) *inspector.Inspector {
	if l, ok := pass.ResultOf[Analyzer].(*Lazy); ok && l != nil {
		return l.Get()
	}
	return inspector.New(pass.Files)
}

func run(pass *analysis.Pass) (any, error) {
	return &Lazy{pass: pass}, nil
}
