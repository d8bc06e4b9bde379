package a

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"google.golang.org/genai"
)

// An error rebuilt from an LLM error's text still holds that text: its
// search classifies an LLM error. The related information points at
// where the type was lost.

func rebuiltWithErrorf(ctx context.Context, c *genai.Client) bool {
	_, err := c.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err != nil {
		err = fmt.Errorf("generate: %s", err.Error())
		return strings.Contains(err.Error(), "RESOURCE_EXHAUSTED") // want `error err is classified by its message text with strings\.Contains`
	}
	return false
}

func rebuiltWithNew(ctx context.Context, c *genai.Client) bool {
	_, err := c.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err == nil {
		return false
	}
	msg := err.Error()
	wrapped := errors.New("generate failed: " + msg)
	return strings.Contains(wrapped.Error(), "quota") // want `error wrapped is classified by its message text with strings\.Contains`
}

// A text that is no LLM error's makes no LLM error.
func rebuiltFromOwnText(id string) bool {
	err := errors.New("session " + id + " expired")
	return strings.Contains(err.Error(), "quota")
}
