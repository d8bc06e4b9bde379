package errtext

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/pkgfacts"
)

// errtextFacts is the package fact of a package with exported functions,
// methods or interface methods that return errors of an LLM API (the
// error of a model call, of another SDK function, or of a function with
// such an entry: the caller's error is then in scope), or that search the
// text of some of their parameters (a call that passes one an LLM error,
// or its text, classifies that error by its text). A package that imports
// it is worth analysing even if it imports no LLM API.
type errtextFacts pkgfacts.Table[funcEntry]

// funcEntry is what callers in other packages learn about one function.
// Strings are indexes into the table's string pool.
type funcEntry struct {
	// LLM is set when the function returns LLM errors; Providers are the
	// module paths, with their major versions, of the SDKs they come
	// from, sorted: they choose the llmerr provider packages of the fix
	// (llmapi.ProviderFor).
	LLM bool
	// Lost: on some path the error is rebuilt from an LLM error's text,
	// its type gone (origin.lost): no fix stands in for a search of it.
	Lost bool
	// Others: the errors may come from no model, as ADK's runner's do
	// (origin.others).
	Others    bool
	Providers []int
	// Searched are the parameters whose text the function searches, by
	// index.
	Searched []searchedEntry
}

// searchedEntry is a searchedParam in the pool's terms. NeedleParam is
// stored plus one, so that the usual "none" costs nothing; At is split
// into its file, pooled, and its line.
type searchedEntry struct {
	Index, NeedleParam int
	Needles            []int
	How, AtFile        int
	AtLine             int
	Reported           bool
}

func (*errtextFacts) AFact() {}

// probe is the fast path's question: does an import export errtextFacts?
var probe pkgfacts.Probe[errtextFacts, *errtextFacts]

func (f *errtextFacts) Table() *pkgfacts.Table[funcEntry] { return (*pkgfacts.Table[funcEntry])(f) }

func (f *errtextFacts) String() string {
	return f.Table().Format("errtext", func(e funcEntry) string {
		var parts []string
		if e.LLM {
			parts = append(parts, "returnsLLMErrors("+strings.Join(e.providers(f.Strings), ",")+")")
			if e.Lost {
				parts = append(parts, "rebuiltFromText")
			}
			if e.Others {
				parts = append(parts, "notOnlyModel")
			}
		}
		if len(e.Searched) > 0 {
			var ps []string
			for _, p := range e.params(f.Strings) {
				ps = append(ps, fmt.Sprintf("%d:%s%q/%d", p.Index, p.How, p.Needles, p.NeedleParam))
			}
			parts = append(parts, "searchesText("+strings.Join(ps, " ")+")")
		}
		return strings.Join(parts, ",")
	})
}

// providers returns the module paths of e, whose strings are in pool.
func (e funcEntry) providers(pool []string) []string {
	var out []string
	for _, i := range e.Providers {
		out = append(out, pool[i])
	}
	return out
}

// params returns the searched parameters of e, whose strings are in pool.
func (e funcEntry) params(pool []string) []searchedParam {
	out := make([]searchedParam, len(e.Searched))
	for i, s := range e.Searched {
		p := searchedParam{Index: s.Index, NeedleParam: s.NeedleParam - 1, How: pool[s.How], Reported: s.Reported,
			At: pool[s.AtFile]}
		if s.AtLine > 0 {
			p.At += ":" + strconv.Itoa(s.AtLine)
		}
		for _, n := range s.Needles {
			p.Needles = append(p.Needles, pool[n])
		}
		out[i] = p
	}
	return out
}

// searchedOf returns the entry of p, interning its strings in b.
func searchedOf(b *pkgfacts.Builder[funcEntry], p searchedParam) searchedEntry {
	s := searchedEntry{Index: p.Index, NeedleParam: p.NeedleParam + 1, How: b.Intern(p.How), Reported: p.Reported}
	file := p.At
	if i := strings.LastIndexByte(p.At, ':'); i >= 0 {
		if line, err := strconv.Atoi(p.At[i+1:]); err == nil && line > 0 {
			file, s.AtLine = p.At[:i], line
		}
	}
	s.AtFile = b.Intern(file)
	for _, n := range p.Needles {
		s.Needles = append(s.Needles, b.Intern(n))
	}
	return s
}

// searchedParam is a parameter whose text a helper searches.
type searchedParam struct {
	Index int
	// Needles are the constants searched for, when they are in the body.
	Needles []string
	// NeedleParam is the parameter holding the needle (a variadic one
	// included), or -1.
	NeedleParam int
	// How names the search ("strings.Contains"); At is its file:line, for
	// the related information of a caller in another package.
	How, At string
	// Reported is set when the search is reported in the helper itself.
	Reported bool
}
