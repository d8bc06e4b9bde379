// Package agentapp calls agentsvc.Ask, whose errors are the runner's: a
// search for a session's message is not reported, one for the LLM failure
// vocabulary is.
package agentapp

import (
	"context"
	"strings"

	"errtext/agentsvc"

	"google.golang.org/adk/runner"
	"google.golang.org/genai"
)

func Chat(ctx context.Context, r *runner.Runner, q string) string {
	text, err := agentsvc.Ask(ctx, r, "s1", genai.NewContentFromText(q, genai.RoleUser))
	if err != nil {
		if strings.Contains(err.Error(), "session not found") {
			return "Your session expired."
		}
		if strings.Contains(strings.ToLower(err.Error()), "rate limit") { // want `error err is classified by its message text with strings\.Contains`
			return "Busy, try again."
		}
		return "Failed."
	}
	return text
}
