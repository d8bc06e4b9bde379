// This file is the README's example of wiring llmerr into an ADK runner:
// README.md shows it from its imports on, and TestReadmeExamples keeps the
// two equal.
package llmerr_test

import (
	"context"

	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model/gemini"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/adk/v2/session"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

func newRunner(ctx context.Context, key string) (*runner.Runner, error) {
	gem, err := gemini.NewModel(ctx, "gemini-2.5-flash", &genai.ClientConfig{APIKey: key})
	if err != nil {
		return nil, err
	}

	// Decorators, innermost first: retry transient failures (here, and nowhere
	// else), guard the call's ending, cap model calls per invocation.
	budget := llmerr.NewBudget(llmerr.CallBudgetConfig{}) // 500 calls per invocation
	m := budget.Wrap(llmerr.GuardStream(llmerr.Retry(gem, llmerr.RetryConfig{})))

	a, err := llmagent.New(llmagent.Config{Name: "billing_agent", Model: m, Instruction: "..."})
	if err != nil {
		return nil, err
	}

	// The callbacks for every agent of the runner; the plugin also releases each
	// invocation from the budget when its run ends.
	p, err := llmerr.NewPlugin(llmerr.Config{Budget: budget, Provider: "gcp.gemini"})
	if err != nil {
		return nil, err
	}
	return runner.New(runner.Config{AppName: "billing", Agent: a, SessionService: session.InMemoryService(),
		PluginConfig: runner.PluginConfig{Plugins: []*plugin.Plugin{p}}})
}
