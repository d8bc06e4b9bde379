// This file is the README's example of reading a re-raised class from the
// runner's error: README.md shows it from its imports on, and
// TestReadmeExamples keeps the two equal.
package llmerr_test

import (
	"context"
	"log"
	"strings"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

func reply(ctx context.Context, r *runner.Runner, userID, sessionID string, msg *genai.Content) (string, error) {
	var text strings.Builder
	for ev, err := range r.Run(ctx, userID, sessionID, msg, agent.RunConfig{}) {
		if err != nil {
			if f, ok := llmerr.FailureOf(err); ok {
				log.Printf("llm error class=%s code=%d pages=%t cut_off=%t",
					f.Class, f.HTTPCode, f.Rule().Pages, f.CutOff)
			}
			return "", err
		}
		if ev.Content != nil && !ev.Partial {
			for _, part := range ev.Content.Parts {
				text.WriteString(part.Text)
			}
		}
	}
	return text.String(), nil
}
