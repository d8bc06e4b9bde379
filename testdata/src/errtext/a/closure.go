package a

import (
	"context"
	"fmt"
	"os"
	"strings"

	"google.golang.org/genai"
)

// The model call sits in a closure the function calls by name, the shape
// of a hand-written retry: the closure's error is the call's.
func viaOperation(ctx context.Context, c *genai.Client) (*genai.GenerateContentResponse, error) {
	var resp *genai.GenerateContentResponse
	operation := func() error {
		var err error
		resp, err = c.Models.GenerateContent(ctx, "gemini", genai.Text("hi"), nil)
		if err != nil {
			return fmt.Errorf("generate: %w", err)
		}
		return nil
	}
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = operation(); err == nil {
			return resp, nil
		}
		if strings.Contains(err.Error(), "json_schema is enabled only") { // want `error err is classified by its message text with strings\.Contains`
			break
		}
	}
	return nil, err
}

// A closure declared with var works the same.
func viaVar(ctx context.Context, c *genai.Client) bool {
	var send = func() error {
		_, err := c.Models.GenerateContent(ctx, "gemini", genai.Text("hi"), nil)
		return err
	}
	err := send()
	return err != nil && strings.HasSuffix(err.Error(), "try again later") // want `error err is classified by its message text with strings\.HasSuffix`
}

// The closure's errors are a file's, not a model's: an unknown needle on
// them is no LLM error's classification.
func fileClosure(path string) bool {
	load := func() error {
		_, err := os.ReadFile(path)
		return err
	}
	err := load()
	return err != nil && strings.Contains(err.Error(), "try again later")
}

// Reassigned before the call: what the variable holds then is unknown.
func reassignedClosure(ctx context.Context, c *genai.Client, fallback func() error) bool {
	op := func() error {
		_, err := c.Models.GenerateContent(ctx, "gemini", genai.Text("hi"), nil)
		return err
	}
	op = fallback
	err := op()
	return err != nil && strings.Contains(err.Error(), "try again later")
}
