// Package pkginspect shares one x/tools inspector per package among the
// analyzers, built only when the first of them asks for it, with the
// tables several analyzers read (each call's callee, the top-level
// declarations by position).
//
// The x/tools inspect pass builds its inspector for every package of the
// build, whether any analyzer needs it or not, and most packages of a
// build touch no LLM API: every llmerrlint analyzer leaves them on its
// fast path. Building one inspector per analyzer instead would walk a
// package that does touch an LLM API once per analyzer. This pass does
// neither: its result is a handle, and the walk happens at the first Get.
//
// The inspector costs more than the compact index it replaced (about 64
// bytes a node against 17, and a slower build); measured on std, ADK Go
// and langchaingo the difference stayed within 1% of CPU and 5% of peak
// memory (docs/benchmarks.md), so the analyzers use x/tools' Cursor.
package pkginspect

import (
	"go/ast"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
)

// Analyzer provides a *Lazy for the package. Require it, and call Of
// only past the fast path.
var Analyzer = &analysis.Analyzer{
	Name:             "llmerrlintinspect",
	Doc:              "share one syntax inspector, built on first use, among llmerrlint's analyzers",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Lazy](),
}

// Index is the package's inspector with the tables the analyzers share.
type Index struct {
	*inspector.Inspector

	topsOnce sync.Once
	tops     []topSpan // see TopAt

	callees callees // see CalleeFunc
}

// New indexes files.
func New(files []*ast.File) *Index { return &Index{Inspector: inspector.New(files)} }

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
