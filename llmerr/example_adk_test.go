// This file is the README's example of classifying an ADK model call by
// hand: README.md shows it from its imports on, and TestReadmeExamples
// keeps the two equal.
package llmerr_test

import (
	"context"
	"fmt"
	"strings"

	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/model/gemini"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

const degraded = "The assistant is busy; please try again in a minute."

func streamAnswer(ctx context.Context, key, modelName string, req *model.LLMRequest) (string, error) {
	llm, err := gemini.NewModel(ctx, modelName, &genai.ClientConfig{APIKey: key})
	if err != nil {
		return "", err
	}
	var text strings.Builder
	for resp, err := range llm.GenerateContent(ctx, req, true) {
		if err != nil {
			if llmerr.RuleFor(llmerr.Classify(err)).Retryable { // TRANSPORT, TIMEOUT, RATE_LIMITED, SERVER
				return degraded, nil // the retry layer has already spent its attempts
			}
			// the caller's cancellation (class 0), or AUTH, NOT_FOUND,
			// BAD_REQUEST, CALL_BUDGET, UNKNOWN: page or reach the caller
			return "", err
		}
		if class, failed := llmerr.ClassifyResponse(resp); failed {
			// a SAFETY stop is OUTPUT_BLOCKED, a streamed prompt block
			// PROMPT_BLOCKED, text cut at MAX_TOKENS TRUNCATED
			return text.String(), fmt.Errorf("model stopped: %s", class)
		}
		// resp.Partial chunks with content are healthy; so is the final STOP
		if resp.Partial && resp.Content != nil {
			for _, part := range resp.Content.Parts {
				text.WriteString(part.Text)
			}
		}
	}
	return text.String(), nil
}
