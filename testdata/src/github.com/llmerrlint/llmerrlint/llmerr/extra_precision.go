// Stub of github.com/llmerrlint/llmerrlint/llmerr for analysistest: the
// declarations of llmerr/options.go and llmerr/rules.go that the precision
// fixtures use, copied from the real package (a subset of Config's fields).

package llmerr

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

// Config configures the ADK callbacks and plugin.
type Config struct {
	RecordOnly   bool
	RefusalText  string
	DegradedText string
	// Texts overrides the substituted text per class, for example a
	// different refusal for PROMPT_BLOCKED than for OUTPUT_BLOCKED.
	Texts map[ErrorClass]string
	// Actions overrides the rule table's action per class.
	Actions map[ErrorClass]Action
	Model   string
}
