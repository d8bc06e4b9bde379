package adkcallback

import (
	"go/types"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkginspect"
)

// Analyzer provides a *Lazy for the package: the analyzers that judge
// callbacks share one walk of it, made only when the first of them gets
// past its fast path. Require it, and call Of only past the fast path.
var Analyzer = &analysis.Analyzer{
	Name:             "llmerrlintcallbacks",
	Doc:              "find the ADK model callbacks of a package once, on first use, for llmerrlint's analyzers",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Lazy](),
	Requires:         []*analysis.Analyzer{pkginspect.Analyzer},
}

// Lazy finds the package's callbacks once, on the first Get. Analyzers of
// one package may run concurrently, so Get is safe for that.
type Lazy struct {
	info  *types.Info
	ix    *pkginspect.Lazy
	once  sync.Once
	found *Callbacks
}

// Get returns the package's callbacks, finding them on the first call.
func (l *Lazy) Get() *Callbacks {
	l.once.Do(func() {
		l.found = FindIn(l.info, l.ix.Get())
		l.info, l.ix = nil, nil
	})
	return l.found
}

// Of returns the package's callbacks, from the result of the required
// pass when there is one, or found afresh when an analyzer is run on its
// own by code that does not resolve Requires (a fuzz or unit test that
// calls Run directly).
func Of(pass *analysis.Pass) *Callbacks {
	if l, ok := pass.ResultOf[Analyzer].(*Lazy); ok && l != nil {
		return l.Get()
	}
	return Find(pass.TypesInfo, pass.Files)
}

func run(pass *analysis.Pass) (any, error) {
	ix, _ := pass.ResultOf[pkginspect.Analyzer].(*pkginspect.Lazy)
	if ix == nil {
		ix = pkginspect.NewLazy(pass)
	}
	return &Lazy{info: pass.TypesInfo, ix: ix}, nil
}
