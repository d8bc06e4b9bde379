package ifaces

import (
	"context"

	openai "github.com/sashabaranov/go-openai"
)

// A fake for the tests implements Summarizer without a model: fakes do
// not count, and Summarizer's callers stay reported.
type fakeSummarizer struct{ text string }

func (f fakeSummarizer) Summarize(context.Context, string) (*openai.ChatCompletionResponse, error) {
	return &openai.ChatCompletionResponse{Choices: []openai.ChatCompletionChoice{{Message: openai.ChatCompletionMessage{Content: f.text}}}}, nil
}

func (fakeSummarizer) Name() string { return "fake" }

var _ Summarizer = fakeSummarizer{}
