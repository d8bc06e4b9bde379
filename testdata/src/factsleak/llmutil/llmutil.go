// Package llmutil is a module's shared helper package that talks to a
// model: its wrapper carries facts.
package llmutil

import (
	"context"
	"fmt"

	"google.golang.org/genai"
)

// DefaultModel is what the rest of the module imports this package for.
const DefaultModel = "gemini-flash"

// Generate returns the response unread: callers own the check.
func Generate(ctx context.Context, c *genai.Client, q string) (*genai.GenerateContentResponse, error) {
	return c.Models.GenerateContent(ctx, DefaultModel, genai.Text(q), nil)
}

// Describe formats anything, a response included.
func Describe(v any) string { return fmt.Sprint(v) }
