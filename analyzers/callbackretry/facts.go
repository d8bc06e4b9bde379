package callbackretry

import "strings"

// retriesFact marks a function that, directly or through the functions it
// calls, calls a model or waits (sleeps, polls, backs off), so that a
// callback in another package that calls it is reported too.
type retriesFact struct {
	Model string // the model call it reaches, e.g. "model.LLM.GenerateContent", or ""
	Wait  string // how it waits, e.g. "calls time.Sleep", or ""
}

func (*retriesFact) AFact() {}

func (f *retriesFact) String() string {
	var parts []string
	if f.Model != "" {
		parts = append(parts, "callsModel("+f.Model+")")
	}
	if f.Wait != "" {
		parts = append(parts, "waits("+f.Wait+")")
	}
	return strings.Join(parts, " ")
}

// packageRetriesFact marks a package that has functions with a
// retriesFact: importing it makes a package worth analysing.
type packageRetriesFact struct{}

func (*packageRetriesFact) AFact()         {}
func (*packageRetriesFact) String() string { return "packageRetries" }
