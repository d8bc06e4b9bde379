// Package service imports no SDK: its errors come from llmutil, whose
// facts say which functions return model errors and which search text.
package service

import (
	"context"
	"os"

	"errtext/llmutil"

	"google.golang.org/genai"
)

// Answer classifies the model error with llmutil's helpers. Reported.
func Answer(ctx context.Context, c *genai.Client, q string) string {
	resp, err := llmutil.Generate(ctx, c, q)
	if err != nil {
		if llmutil.HasAny(err.Error(), "429", "quota") { // want `error err is classified by its message text with llmutil\.HasAny`
			return "later"
		}
		if llmutil.IsOverloaded(err) { // want `error err is classified by its message text with llmutil\.IsOverloaded`
			return "busy"
		}
		if llmutil.IsRetryable(err) { // want `error err is classified by its message text with llmutil\.IsRetryable`
			return "retry"
		}
		return "failed"
	}
	return resp.Text()
}

// Config searches the error of a file read with the same helpers. Not
// reported.
func Config(path string) string {
	b, err := os.ReadFile(path)
	if err != nil && (llmutil.HasAny(err.Error(), "429") || llmutil.IsOverloaded(err)) {
		return ""
	}
	return string(b)
}
