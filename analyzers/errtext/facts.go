package errtext

import (
	"fmt"
	"strings"
)

// llmErrorsFact marks a function, method or interface method that returns
// errors of an LLM API: the error of a model call, of another SDK
// function, or of a function that carries this fact. The caller's error
// is then in scope.
type llmErrorsFact struct {
	// Providers are the module paths, with their major versions, of the
	// SDKs the errors come from, sorted: they choose the llmerr provider
	// packages of the fix (llmapi.ProviderFor).
	Providers []string
}

func (*llmErrorsFact) AFact() {}

func (f *llmErrorsFact) String() string {
	return "returnsLLMErrors(" + strings.Join(f.Providers, ",") + ")"
}

// helperFact marks a function that searches the text of some of its
// parameters: a call that passes it an LLM error, or its text, classifies
// that error by its text.
type helperFact struct{ Params []searchedParam }

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

func (*helperFact) AFact() {}

func (f *helperFact) String() string {
	var parts []string
	for _, p := range f.Params {
		parts = append(parts, fmt.Sprintf("%d:%s%q/%d", p.Index, p.How, p.Needles, p.NeedleParam))
	}
	return "searchesText(" + strings.Join(parts, " ") + ")"
}

// packageFact marks a package that exports errtext facts: a package that
// imports it is worth analysing even if it imports no LLM API.
type packageFact struct{}

func (*packageFact) AFact() {}

func (*packageFact) String() string { return "errtextFacts" }
