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
	case fateRead, fateWeakRead:
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
type paramFact struct {
	Effects []effect
	Results []int // for effectReturns: the result index
}

func (*paramFact) AFact() {}

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
	return "params " + strings.Join(parts, " ")
}

// packageFact marks a package that exports wrapperFacts or paramFacts:
// a package that imports it may hold a model call, or pass a response to
// it, and is worth analysing.
type packageFact struct{}

func (*packageFact) AFact() {}

func (*packageFact) String() string { return "finishreasonFacts" }
