package fix

import (
	"context"
	"strings"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/genai"
)

func generate(ctx context.Context, c *genai.Client) llmerr.ErrorClass {
	_, err := c.Models.GenerateContent(ctx, "gemini-flash", genai.Text("hi"), nil)
	if strings.Contains(strings.ToUpper(err.Error()), "RESOURCE_EXHAUSTED") { // want `error err is classified by its message text with strings\.Contains`
		return llmerr.RateLimited
	}
	return llmerr.Classify(err)
}
