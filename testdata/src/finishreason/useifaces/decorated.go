package useifaces

import (
	"context"
	"fmt"

	openai "github.com/sashabaranov/go-openai"
)

// completer is implemented by the SDK's client and by a decorator that
// reads the reason: the value behind it may be the decorator, silent.
type completer interface {
	CreateChatCompletion(ctx context.Context, request openai.ChatCompletionRequest) (openai.ChatCompletionResponse, error)
	Name() string
}

type checkedCompleter struct{ inner *openai.Client }

func (c checkedCompleter) CreateChatCompletion(ctx context.Context, request openai.ChatCompletionRequest) (openai.ChatCompletionResponse, error) {
	resp, err := c.inner.CreateChatCompletion(ctx, request)
	if err == nil && resp.Choices[0].FinishReason == openai.FinishReasonLength {
		return resp, fmt.Errorf("truncated")
	}
	return resp, err
}

func (checkedCompleter) Name() string { return "checked" }

func complete(ctx context.Context, c completer) string {
	resp, err := c.CreateChatCompletion(ctx, openai.ChatCompletionRequest{})
	if err != nil {
		return ""
	}
	return resp.Choices[0].Message.Content
}
