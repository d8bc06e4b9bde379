package callbackretry

// callsModelFact marks a function that calls a model API, directly or
// through other functions, so that a callback in another package that
// calls it is reported too.
type callsModelFact struct {
	Call string // the model call it reaches, e.g. "model.LLM.GenerateContent"
}

func (*callsModelFact) AFact()           {}
func (f *callsModelFact) String() string { return "callsModel(" + f.Call + ")" }

// packageCallsModelFact marks a package that has functions with a
// callsModelFact: importing it makes a package worth analysing.
type packageCallsModelFact struct{}

func (*packageCallsModelFact) AFact()         {}
func (*packageCallsModelFact) String() string { return "packageCallsModel" }
