package llmerr

// Owner says whose fault a class is, and so who gets told.
type Owner uint8

// Owners.
const (
	OwnerYours    Owner = iota + 1 // your request, configuration or agent loop
	OwnerProvider                  // the model provider or the network to it
	OwnerPolicy                    // a policy outcome: safety, limits
)

// View is the dashboard a class is counted on.
type View uint8

// Views, as in the article: reliability is tied to the availability
// objective, correctness is any non-zero value is a bug, policy is trends for
// product and safety owners.
const (
	ViewReliability View = iota + 1
	ViewCorrectness
	ViewPolicy
)

// Action is what a caller does with a classified failure once retries (if
// any) are spent.
type Action uint8

// Actions.
const (
	// ActionDegrade replaces the failure with a "try again later" message.
	ActionDegrade Action = iota + 1
	// ActionRefuse replaces the output with a refusal.
	ActionRefuse
	// ActionPassThrough leaves the response alone for the application,
	// which knows the task, to handle (ask for a shorter answer, re-prompt).
	ActionPassThrough
	// ActionReraise lets the error reach the caller of the runner, so that
	// alerting sees it. Never hide these behind a friendly message.
	ActionReraise
)

// Rule is the one handling rule of a class.
type Rule struct {
	Class ErrorClass
	Owner Owner
	View  View
	// Retryable: a retry decorator may try the call again. Only the
	// transient provider classes are retryable; Unknown never is, because
	// retrying an unclassified failure hides it.
	Retryable bool
	// Pages: a rise in this class should wake someone up.
	Pages  bool
	Action Action
	// Why is one sentence on the placement, for the docs and the README.
	Why string
}

// rules is indexed by ErrorClass. The README table is rendered from it and a
// test keeps the two in step.
var rules = [...]Rule{
	Transport: {Transport, OwnerProvider, ViewReliability, true, true, ActionDegrade,
		"the network to the provider failed; retry, then degrade"},
	Timeout: {Timeout, OwnerProvider, ViewReliability, true, true, ActionDegrade,
		"a deadline expired; retry within the caller's deadline, then degrade"},
	RateLimited: {RateLimited, OwnerProvider, ViewReliability, true, true, ActionDegrade,
		"quota is exhausted; back off, then degrade and raise quota or shed load"},
	Server: {Server, OwnerProvider, ViewReliability, true, true, ActionDegrade,
		"the provider failed; retry, then degrade"},
	BadRequest: {BadRequest, OwnerYours, ViewCorrectness, false, false, ActionReraise,
		"the request is malformed or too large; a bug to fix, and a retry would send it again"},
	Auth: {Auth, OwnerYours, ViewCorrectness, false, true, ActionReraise,
		"credentials are wrong or revoked; every call fails until someone acts"},
	NotFound: {NotFound, OwnerYours, ViewCorrectness, false, true, ActionReraise,
		"the model name is wrong or retired; every call fails until someone acts"},
	PromptBlocked: {PromptBlocked, OwnerPolicy, ViewPolicy, false, false, ActionRefuse,
		"the provider refused the prompt; refuse politely and send to safety review"},
	OutputBlocked: {OutputBlocked, OwnerPolicy, ViewPolicy, false, false, ActionRefuse,
		"the output was stopped by policy; refuse politely and send to safety review"},
	Truncated: {Truncated, OwnerPolicy, ViewPolicy, false, false, ActionPassThrough,
		"the output hit a limit; the application, which knows the task, decides whether to ask for less"},
	ToolProtocol: {ToolProtocol, OwnerYours, ViewCorrectness, false, false, ActionPassThrough,
		"the model broke the tool-calling contract; the fix is your tool schema or prompt, so it counts as correctness, and the agent loop may re-prompt"},
	CallBudget: {CallBudget, OwnerYours, ViewCorrectness, false, false, ActionReraise,
		"the agent looped past its call budget; a bug in the agent, not in the provider"},
	Unknown: {Unknown, OwnerYours, ViewCorrectness, false, false, ActionReraise,
		"no rule matched; retrying would hide it, so re-raise it, count it as a gap in the classifier (correctness, never availability) and review the bucket weekly"},
}

// RuleFor returns the handling rule of c. For the zero class and invalid
// values it returns the zero Rule, whose Class is not a failure.
func RuleFor(c ErrorClass) Rule {
	if c.IsFailure() {
		return rules[c]
	}
	return Rule{}
}

// String returns "yours", "provider", "policy", or "none" for the zero
// Owner.
func (o Owner) String() string {
	switch o {
	case OwnerYours:
		return "yours"
	case OwnerProvider:
		return "provider"
	case OwnerPolicy:
		return "policy"
	}
	return "none"
}

// String returns "reliability", "correctness", "policy", or "none" for
// the zero View.
func (v View) String() string {
	switch v {
	case ViewReliability:
		return "reliability"
	case ViewCorrectness:
		return "correctness"
	case ViewPolicy:
		return "policy"
	}
	return "none"
}

// String returns "degrade", "refuse", "pass through", "re-raise", or
// "none" for the zero Action.
func (a Action) String() string {
	switch a {
	case ActionDegrade:
		return "degrade"
	case ActionRefuse:
		return "refuse"
	case ActionPassThrough:
		return "pass through"
	case ActionReraise:
		return "re-raise"
	}
	return "none"
}
