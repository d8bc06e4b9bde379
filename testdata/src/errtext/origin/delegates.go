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
