package pkgfacts

import (
	"go/types"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// Probe answers an analyzer's fast path, "does this import carry our
// table?", for every import of every package. The fact that
// ImportPackageFact fills must be a *E (a marker fact used to be of size
// zero, which costs no allocation); the probe reuses its scratch facts so
// that asking still allocates nothing. The zero Probe is ready to use, by
// any number of passes at once.
type Probe[E any, P interface {
	*E
	analysis.Fact
}] struct {
	scratch sync.Pool
}

// Exports reports whether pkg exports a table fact of type P.
func (p *Probe[E, P]) Exports(pass *analysis.Pass, pkg *types.Package) bool {
	f, _ := p.scratch.Get().(P)
	if f == nil {
		f = new(E)
	}
	ok := pass.ImportPackageFact(pkg, f)
	var zero E
	*f = zero // keep no imported table alive in the pool
	p.scratch.Put(f)
	return ok
}
