// Package lazyinspect shares one syntax index per package among the
// analyzers, built only when the first of them asks for it.
//
// The x/tools inspect pass builds its inspector for every package of the
// build, whether any analyzer needs it or not, and most packages of a
// build touch no LLM API: every llmerrlint analyzer leaves them on its
// fast path. Building one index per analyzer instead would walk a
// package that does touch an LLM API once per analyzer. This pass does
// neither: its result is a handle, and the walk happens at the first Get.
//
// The index is not x/tools' inspector, though its Cursor offers the
// subset of that API the analyzers use. The inspector records two
// 32-byte events per node, into a buffer sized by a guess that falls
// short on dense code and is then copied as it grows: about 64 bytes per
// node, 43 MB for a package of 3,000 functions. Under go vet every
// package is analysed in a fresh process, where new memory is the
// largest cost the analyzers add (see docs/benchmarks.md). This index
// counts the nodes first and stores 17 bytes per node, once.
package lazyinspect

import (
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// Analyzer provides a *Lazy for the package. Require it, and call Get
// only past the fast path.
var Analyzer = &analysis.Analyzer{
	Name:             "llmerrlintinspect",
	Doc:              "share one syntax index, built on first use, among llmerrlint's analyzers",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Lazy](),
}

// Lazy builds the package's index once, on the first Get. Analyzers of
// one package may run concurrently, so Get is safe for that.
type Lazy struct {
	pass *analysis.Pass
	once sync.Once
	ix   *Index
}

// Get returns the package's index, building it on the first call.
func (l *Lazy) Get() *Index {
	l.once.Do(func() {
		l.ix = New(l.pass.Files)
		l.pass = nil // the files stay reachable through the index alone
	})
	return l.ix
}

// Of returns the package's index, from the result of the required pass
// when there is one, or built afresh when an analyzer is run on its own
// by code that does not resolve Requires (a fuzz or unit test that calls
// Run directly).
func Of(pass *analysis.Pass) *Index {
	if l, ok := pass.ResultOf[Analyzer].(*Lazy); ok && l != nil {
		return l.Get()
	}
	return New(pass.Files)
}

// NewLazy returns a handle on pass's index, for a pass that does not
// have this one's result.
func NewLazy(pass *analysis.Pass) *Lazy { return &Lazy{pass: pass} }

func run(pass *analysis.Pass) (any, error) {
	return NewLazy(pass), nil
}
