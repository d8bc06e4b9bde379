package swallowedconfig

import "github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"

// swallowsFacts is the package fact of a package with exported functions
// or methods that have the shape of an OnModelError callback and
// substitute a response for every error, so that a package registering
// one is told too. Its presence makes importing the package a reason to
// analyse; a package with no such function exports none.
type swallowsFacts pkgfacts.Table[struct{}]

func (*swallowsFacts) AFact() {}

// probe is the fast path's question: does an import export swallowsFacts?
var probe pkgfacts.Probe[swallowsFacts, *swallowsFacts]

func (f *swallowsFacts) Table() *pkgfacts.Table[struct{}] { return (*pkgfacts.Table[struct{}])(f) }

func (f *swallowsFacts) String() string {
	return f.Table().Format("swallowsEveryError", func(struct{}) string { return "" })
}
