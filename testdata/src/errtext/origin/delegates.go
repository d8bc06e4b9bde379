package origin

import (
	"context"
	"strings"

	"google.golang.org/genai"
)

// overflowText searches its parameter.
func overflowText(msg string) bool {
	return strings.Contains(msg, "context length exceeded")
}

// retryableText hands its parameter to overflowText first, then searches
// it itself: a call of it points at its own search, not into
// overflowText.
func retryableText(msg string) bool {
	if overflowText(msg) {
		return false
	}
	return strings.Contains(msg, "overloaded")
}

func retryOrNot(ctx context.Context, c *genai.Client) bool {
	_, err := c.Models.GenerateContent(ctx, "gemini-flash", nil, nil)
	return err != nil && retryableText(err.Error()) // want `error err is classified by its message text with retryableText`
}

// transientText hands its parameter to overflowText, then searches it for
// network errors, which say nothing of an LLM: whether a call of it
// is reported is decided by overflowText's search, and the related
// information still points at its own.
func transientText(msg string) bool {
	if overflowText(msg) {
		return false
	}
	for _, word := range []string{"connection reset", "broken pipe"} {
		if strings.Contains(msg, word) {
			return true
		}
	}
	return false
}

// retryDecision is called by nobody here: its error's origin
// cannot be traced.
func retryDecision(err error) bool {
	return transientText(err.Error()) // want `error err is classified by its message text with transientText`
}
