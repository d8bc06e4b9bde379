package finishreason

import (
	"fmt"
	"strings"
)

// wrapperFact marks a function that returns a model response it never
// reads: for its callers, calling it is a model call.
type wrapperFact struct {
	Result int    // index of the result that carries the response
	Call   string // the model call the response comes from: "genai.Models.GenerateContent"
	Family string // llmapi.Family.Name of that call
}

func (*wrapperFact) AFact() {}

func (f *wrapperFact) String() string {
	return fmt.Sprintf("returns the unread response of %s", f.Call)
}

// Effects of a function on a response passed as a parameter.
const (
	paramUses    = "uses"    // reads it, but never its reason, and keeps it
	paramReads   = "reads"   // reads the reason, or hands it to llmerr
	paramEscapes = "escapes" // lets it go where we cannot follow
	paramReturns = "returns" // hands it back (or something derived from it)
)

// paramFact says, for each parameter that can carry a response, what the
// function does with it. Parameters that cannot carry one are "".
type paramFact struct {
	Effects []string
	Results []int // for "returns": the result index
}

func (*paramFact) AFact() {}

func (f *paramFact) String() string {
	var parts []string
	for i, e := range f.Effects {
		if e == "" {
			continue
		}
		if e == paramReturns {
			e = fmt.Sprintf("%s:%d", e, f.Results[i])
		}
		parts = append(parts, fmt.Sprintf("%d=%s", i, e))
	}
	return "params " + strings.Join(parts, " ")
}

// packageFact marks a package that exports wrapperFacts or paramFacts:
// a package that imports it may hold a model call, or pass a response to
// it, and is worth analysing.
type packageFact struct{}

func (*packageFact) AFact() {}

func (*packageFact) String() string { return "finishreasonFacts" }
