package callbackretry

import (
	"strings"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
)

// retriesFacts is the package fact of a package with exported functions
// that, directly or through the functions they call, call a model or
// wait (sleep, poll, back off), so that a callback in another package
// that calls one is reported too. Its presence makes importing the
// package a reason to analyse.
type retriesFacts pkgfacts.Table[retries]

// retries is what one function reaches, as 1 + an index into the table's
// string pool, or 0 for nothing: the model call's display name
// ("model.LLM.GenerateContent") and how it waits ("calls time.Sleep").
type retries struct{ Model, Wait int }

func (*retriesFacts) AFact() {}

// probe is the fast path's question: does an import export retriesFacts?
var probe pkgfacts.Probe[retriesFacts, *retriesFacts]

func (f *retriesFacts) Table() *pkgfacts.Table[retries] { return (*pkgfacts.Table[retries])(f) }

func (f *retriesFacts) String() string {
	return f.Table().Format("retries", func(r retries) string {
		var parts []string
		if r.Model > 0 {
			parts = append(parts, "callsModel("+f.Strings[r.Model-1]+")")
		}
		if r.Wait > 0 {
			parts = append(parts, "waits("+f.Strings[r.Wait-1]+")")
		}
		return strings.Join(parts, ",")
	})
}
