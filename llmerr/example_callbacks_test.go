// This file is the README's example of installing the model callbacks on
// one agent: README.md shows it from its imports on, and
// TestReadmeExamples keeps the two equal.
package llmerr_test

import (
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

func newAgent(m model.LLM) (agent.Agent, error) {
	cb := llmerr.NewCallbacks(llmerr.Config{})
	return llmagent.New(llmagent.Config{
		Name:                  "billing_agent",
		Model:                 m,
		BeforeModelCallbacks:  []llmagent.BeforeModelCallback{cb.BeforeModel},
		AfterModelCallbacks:   []llmagent.AfterModelCallback{cb.AfterModel},
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{cb.OnModelError},
	})
}
