// The facts other packages learn: which functions return an unread
// response, and what each does with a response parameter.

package finishreason

import (
	"fmt"
	"strings"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
)

// wrapperFact describes a function that returns a model response it never
// reads: for its callers, calling it is a model call. Other packages learn
// it from the function's entry in funcFacts.
type wrapperFact struct {
	Result int    // index of the result that carries the response
	Call   string // the model call the response comes from: "genai.Models.GenerateContent"
	Family string // llmapi.Family.Name of that call
}

// effect is what a function does with a response passed as a parameter.
// It is stored in facts, so its values never change meaning.
type effect uint8

const (
	effectNone    effect = iota // the parameter cannot carry a response
	effectUses                  // reads it, but never its reason, and keeps it
	effectReads                 // reads the reason, or hands it to llmerr
	effectEscapes               // lets it go where we cannot follow
	effectReturns               // hands it back (or something derived from it)
)

func (e effect) String() string {
	switch e {
	case effectUses:
		return "uses"
	case effectReads:
		return "reads"
	case effectEscapes:
		return "escapes"
	case effectReturns:
		return "returns"
	}
	return ""
}

// effectOf turns the verdict of a flow from a parameter into its effect,
// and the result it is returned as (-1 unless effectReturns).
func effectOf(fl *flow) (effect, int) {
	switch fl.fate {
	case fateRead, fateWeakRead, fateToolOnly, fateBlockOnly:
		// A helper that tells tool calls apart, or reads the block
		// reason, is reported nowhere: its caller may do the rest.
		return effectReads, -1
	case fateEscaped:
		return effectEscapes, -1
	case fateReturned:
		if len(fl.returned) > 1 {
			return effectEscapes, -1
		}
		for res := range fl.returned {
			return effectReturns, res
		}
	}
	return effectUses, -1
}

// paramFact says, for each parameter, what the function does with it.
// Other packages learn it from the function's entry in funcFacts.
type paramFact struct {
	Effects []effect
	Results []int // for effectReturns: the result index
}

func (f *paramFact) String() string {
	var parts []string
	for i, e := range f.Effects {
		if e == effectNone {
			continue
		}
		s := e.String()
		if e == effectReturns {
			s = fmt.Sprintf("%s:%d", s, f.Results[i])
		}
		parts = append(parts, fmt.Sprintf("%d=%s", i, s))
	}
	return strings.Join(parts, ",")
}

// funcFacts is the package fact of a package with exported functions
// that return an unread response or say what they do with a response
// parameter: a package that imports it may hold a model call, or pass a
// response to one, and is worth analysing.
type funcFacts pkgfacts.Table[funcEntry]

// funcEntry is what callers in other packages learn about one function.
type funcEntry struct {
	// Call and Family, 1 + indexes into the table's string pool, are
	// those of wrapperFact; 0 when the function is not a wrapper.
	Call, Family int
	Result       int // wrapperFact.Result
	// Effects are paramFact.Effects, nil when it has none; Returned holds
	// paramFact.Results of the effectReturns parameters only, in order.
	Effects  []effect
	Returned []int
}

func (*funcFacts) AFact() {}

// probe is the fast path's question: does an import export funcFacts?
var probe pkgfacts.Probe[funcFacts, *funcFacts]

func (f *funcFacts) Table() *pkgfacts.Table[funcEntry] { return (*pkgfacts.Table[funcEntry])(f) }

func (f *funcFacts) String() string {
	return f.Table().Format("finishreason", func(e funcEntry) string {
		var parts []string
		if w, ok := e.wrapper(f.Strings); ok {
			parts = append(parts, fmt.Sprintf("returnsUnread(%s:%d)", w.Call, w.Result))
		}
		if pf := e.params(); pf != nil {
			parts = append(parts, "params("+pf.String()+")")
		}
		return strings.Join(parts, ",")
	})
}

// entryOf returns the entry of a function that is a wrapper (w non-nil)
// or whose parameter effects inform callers (pf non-nil).
func entryOf(b *pkgfacts.Builder[funcEntry], w *wrapperFact, pf *paramFact) funcEntry {
	var e funcEntry
	if w != nil {
		e.Call, e.Family, e.Result = 1+b.Intern(w.Call), 1+b.Intern(w.Family), w.Result
	}
	if pf != nil {
		e.Effects = pf.Effects
		for i, eff := range pf.Effects {
			if eff == effectReturns {
				e.Returned = append(e.Returned, pf.Results[i])
			}
		}
	}
	return e
}

// wrapper returns the wrapperFact of e, whose names are in pool.
func (e funcEntry) wrapper(pool []string) (wrapperFact, bool) {
	if e.Call <= 0 || e.Call > len(pool) || e.Family <= 0 || e.Family > len(pool) {
		return wrapperFact{}, false
	}
	return wrapperFact{Result: e.Result, Call: pool[e.Call-1], Family: pool[e.Family-1]}, true
}

// params returns the paramFact of e, or nil.
func (e funcEntry) params() *paramFact {
	if len(e.Effects) == 0 {
		return nil
	}
	pf := &paramFact{Effects: e.Effects, Results: make([]int, len(e.Effects))}
	next := 0
	for i, eff := range e.Effects {
		pf.Results[i] = -1
		if eff == effectReturns && next < len(e.Returned) {
			pf.Results[i] = e.Returned[next]
			next++
		}
	}
	return pf
}
