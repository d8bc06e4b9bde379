package llmerr_test

import (
	"context"
	"fmt"
	"iter"
	"log/slog"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/adk/v2/session"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// revokedKeyModel fails every call as Gemini does for a revoked API key.
type revokedKeyModel struct{}

func (revokedKeyModel) Name() string { return "gemini-2.5-flash" }

func (revokedKeyModel) GenerateContent(context.Context, *model.LLMRequest, bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		yield(nil, fmt.Errorf("failed to call model: %w", genai.APIError{Code: 401, Status: "UNAUTHENTICATED"}))
	}
}

// A re-raised class reaches the runner's caller as the error itself: ADK
// persists no session state without an event, so read the class from the
// error runner.Run yields.
func Example_reraisedClassFromRunner() {
	p, _ := llmerr.NewPlugin(llmerr.Config{Logger: slog.New(slog.DiscardHandler)})
	a, _ := llmagent.New(llmagent.Config{Name: "support_agent", Model: revokedKeyModel{}})
	r, _ := runner.New(runner.Config{AppName: "billing", Agent: a, SessionService: session.InMemoryService(),
		AutoCreateSession: true, PluginConfig: runner.PluginConfig{Plugins: []*plugin.Plugin{p}}})

	msg := genai.NewContentFromText("Why was I charged twice?", genai.RoleUser)
	for _, err := range r.Run(context.Background(), "user", "s1", msg, agent.RunConfig{}) {
		if err != nil {
			f, _ := llmerr.FailureOf(err)
			fmt.Println(f.Class, f.HTTPCode, "action:", f.Rule().Action, "pages:", f.Rule().Pages)
		}
	}
	// Output:
	// AUTH 401 action: re-raise pages: true
}
