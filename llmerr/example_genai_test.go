// This file is the README's example of calling genai directly: README.md
// shows it from its imports on, and TestReadmeExamples keeps the two equal.
package llmerr_test

import (
	"context"
	"errors"
	"fmt"
	"log"

	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

var errTruncated = errors.New("the answer was cut off")

func answer(ctx context.Context, client *genai.Client, modelName, question string) (string, error) {
	resp, err := client.Models.GenerateContent(ctx, modelName, genai.Text(question), nil)
	if err != nil {
		f, ok := llmerr.FailureOf(err) // ok is false for the caller's own cancellation
		if ok {
			log.Printf("llm error class=%s code=%d raw=%q", f.Class, f.HTTPCode, f.Raw)
		}
		return "", err // e.g. 429 -> RATE_LIMITED, 504 -> SERVER, dial timeout -> TIMEOUT
	}
	if f, failed := llmerr.GenerateContentFailure(resp); failed {
		log.Printf("llm error class=%s reason=%s raw=%q", f.Class, f.Reason, f.Raw)
		switch f.Rule().Action {
		case llmerr.ActionRefuse: // PROMPT_BLOCKED, OUTPUT_BLOCKED
			return "I can't help with that request.", nil
		case llmerr.ActionPassThrough: // TRUNCATED, TOOL_PROTOCOL: the caller knows the task
			return resp.Text(), errTruncated
		default: // UNKNOWN, such as an empty response: never pretend it succeeded
			return "", fmt.Errorf("model call failed in band: %s %s", f.Class, f.Reason)
		}
	}
	return resp.Text(), nil
}
