// Package chat imports no SDK: its errors come through the application's // want package:`errtext\(Reply=returnsLLMErrors\(github\.com/openai/openai-go/v3,google\.golang\.org/genai\)\)\}$`
// interface, whose method carries a fact.
package chat

import (
	"context"
	"strings"

	"errtext/ai"
)

// Reply retries on a rate limit spelled in the text. Reported.
func Reply(ctx context.Context, model ai.IAI, q string) (string, error) {
	out, err := model.GetCompletion(ctx, q)
	if err != nil && strings.Contains(err.Error(), "status code: 429") { // want `error err is classified by its message text with strings\.Contains`
		return model.GetCompletion(ctx, q)
	}
	return out, err
}

// Prompt searches the error of a method that reads a file. Not reported.
func Prompt(model ai.IAI, name string) string {
	p, err := model.LoadPrompt(name)
	if err != nil && strings.Contains(err.Error(), "429") {
		return ""
	}
	return p
}
