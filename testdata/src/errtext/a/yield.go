package a

import (
	"context"
	"strings"

	"google.golang.org/genai"
)

// A stream's iterator called with a function literal, not ranged over:
// the literal's error is the stream's.

func yieldDirect(ctx context.Context, c *genai.Client) {
	c.Models.GenerateContentStream(ctx, "gemini", nil, nil)(func(resp *genai.GenerateContentResponse, err error) bool {
		return err == nil || !strings.Contains(err.Error(), "RESOURCE_EXHAUSTED") // want `error err is classified by its message text with strings\.Contains`
	})
}

func yieldFromLocal(ctx context.Context, c *genai.Client) {
	stream := c.Models.GenerateContentStream(ctx, "gemini", nil, nil)
	stream(func(resp *genai.GenerateContentResponse, err error) bool {
		if err != nil && strings.Contains(err.Error(), "quota") { // want `error err is classified by its message text with strings\.Contains`
			return false
		}
		return true
	})
}

// A literal handed to some other function value is not a stream's.
func yieldElsewhere(each func(func(string, error) bool)) {
	each(func(s string, err error) bool {
		return err == nil || !strings.Contains(err.Error(), "quota")
	})
}
