// Package lcmodel is a langchaingo model over openai-go that drops the
// finish reason of the choice it converts.
package lcmodel

import (
	"context"

	"github.com/openai/openai-go/v3"
	"github.com/tmc/langchaingo/llms"
)

// Model implements llms.Model.
type Model struct{ client openai.Client }

var _ llms.Model = (*Model)(nil)

func (m *Model) Call(ctx context.Context, prompt string, options ...llms.CallOption) (string, error) {
	return llms.GenerateFromSinglePrompt(ctx, m, prompt, options...)
}

func (m *Model) GenerateContent(ctx context.Context, messages []llms.MessageContent, options ...llms.CallOption) (*llms.ContentResponse, error) {
	var params openai.ChatCompletionNewParams
	params.Model = openai.ChatModelGPT4oMini
	for _, msg := range messages {
		for _, p := range msg.Parts {
			if t, ok := p.(llms.TextContent); ok {
				params.Messages = append(params.Messages, openai.UserMessage(t.Text))
			}
		}
	}
	completion, err := m.client.Chat.Completions.New(ctx, params)
	if err != nil {
		return nil, err
	}
	resp := &llms.ContentResponse{}
	for _, c := range completion.Choices {
		resp.Choices = append(resp.Choices, &llms.ContentChoice{Content: c.Message.Content}) // want `adapter Model builds llms.ContentChoice without openai.ChatCompletionChoice.FinishReason`
	}
	return resp, nil
}
