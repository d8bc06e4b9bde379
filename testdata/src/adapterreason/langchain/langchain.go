// Package langchain implements langchaingo's llms.Model over go-openai.
package langchain

import (
	"context"

	"github.com/sashabaranov/go-openai"
	"github.com/tmc/langchaingo/llms"
)

// chatModel drops the finish reason of every choice.
type chatModel struct{ client *openai.Client }

func (m *chatModel) Call(ctx context.Context, prompt string, options ...llms.CallOption) (string, error) {
	return llms.GenerateFromSinglePrompt(ctx, m, prompt, options...)
}

func (m *chatModel) GenerateContent(ctx context.Context, messages []llms.MessageContent, options ...llms.CallOption) (*llms.ContentResponse, error) {
	resp, err := m.client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{Model: openai.GPT4oMini})
	if err != nil {
		return nil, err
	}
	out := &llms.ContentResponse{}
	for _, c := range resp.Choices {
		out.Choices = append(out.Choices, &llms.ContentChoice{Content: c.Message.Content}) // want `adapter chatModel builds llms.ContentChoice without openai.ChatCompletionChoice.FinishReason`
	}
	return out, nil
}

// mappedModel carries the finish reason over: silent.
type mappedModel struct{ client *openai.Client }

func (m *mappedModel) Call(ctx context.Context, prompt string, options ...llms.CallOption) (string, error) {
	return llms.GenerateFromSinglePrompt(ctx, m, prompt, options...)
}

func (m *mappedModel) GenerateContent(ctx context.Context, messages []llms.MessageContent, options ...llms.CallOption) (*llms.ContentResponse, error) {
	resp, err := m.client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{Model: openai.GPT4oMini})
	if err != nil {
		return nil, err
	}
	choices := make([]*llms.ContentChoice, 0, len(resp.Choices))
	for _, c := range resp.Choices {
		choices = append(choices, &llms.ContentChoice{Content: c.Message.Content, StopReason: string(c.FinishReason)})
	}
	return &llms.ContentResponse{Choices: choices}, nil
}

// notAModel builds a choice outside any model: no adapter, silent.
func notAModel(resp openai.ChatCompletionResponse) *llms.ContentChoice {
	return &llms.ContentChoice{Content: resp.Choices[0].Message.Content}
}
