// Package langchain calls github.com/tmc/langchaingo/llms.
package langchain

import (
	"context"
	"errors"

	"github.com/tmc/langchaingo/llms"
)

func ask(ctx context.Context, m llms.Model, prompt string) (string, error) {
	return llms.GenerateFromSinglePrompt(ctx, m, prompt) // want `llms.GenerateFromSinglePrompt returns only the text; `
}

func generate(ctx context.Context, m llms.Model, prompt string) (string, error) {
	msgs := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, prompt)}
	resp, err := m.GenerateContent(ctx, msgs) // want `llms.Model.GenerateContent: stop reason never read`
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Content, nil
}

func generateChecked(ctx context.Context, m llms.Model, prompt string) (string, error) {
	msgs := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, prompt)}
	resp, err := m.GenerateContent(ctx, msgs)
	if err != nil {
		return "", err
	}
	if len(resp.Choices) == 0 {
		return "", errors.New("no choices")
	}
	switch resp.Choices[0].StopReason {
	case "length", "max_tokens", "FinishReasonMaxTokens":
		return "", errors.New("truncated")
	}
	return resp.Choices[0].Content, nil
}
