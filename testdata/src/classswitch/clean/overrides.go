package clean

import "github.com/llmerrlint/llmerrlint/llmerr"

// Maps handed to llmerr override its rule table, which already covers
// every class: a missing key keeps the rule. They are not policy tables.

var cfg = llmerr.Config{
	Texts: map[llmerr.ErrorClass]string{
		llmerr.PromptBlocked: "I can't help with that request.",
	},
	Actions: map[llmerr.ErrorClass]llmerr.Action{
		llmerr.Unknown: llmerr.ActionDegrade,
	},
}

func configure(c *llmerr.Config) {
	c.Actions = map[llmerr.ErrorClass]llmerr.Action{llmerr.Truncated: llmerr.ActionDegrade}
	c.Texts, c.Model = map[llmerr.ErrorClass]string{llmerr.OutputBlocked: "Blocked."}, "gemini"
}

func pointerConfig() *llmerr.Config {
	return &llmerr.Config{Texts: map[llmerr.ErrorClass]string{llmerr.Auth: "Sign in again."}}
}
