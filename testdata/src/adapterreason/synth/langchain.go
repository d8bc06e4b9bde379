package synth

import (
	"context"
	"errors"
	"io"
	"strings"

	"github.com/sashabaranov/go-openai"
	"github.com/tmc/langchaingo/llms"
)

// toolTagModel streams from an Ollama-style endpoint and says tool_calls
// when a tool tag was seen, stop otherwise: a length cut is a stop.
type toolTagModel struct{ client *openai.Client }

func (m *toolTagModel) Call(ctx context.Context, prompt string, options ...llms.CallOption) (string, error) {
	return llms.GenerateFromSinglePrompt(ctx, m, prompt, options...)
}

func (m *toolTagModel) GenerateContent(ctx context.Context, messages []llms.MessageContent, options ...llms.CallOption) (*llms.ContentResponse, error) {
	s, err := m.client.CreateChatCompletionStream(ctx, openai.ChatCompletionRequest{Model: "qwen"})
	if err != nil {
		return nil, err
	}
	defer s.Close()
	var text strings.Builder
	sawTool := false
	for {
		chunk, err := s.Recv()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		if len(chunk.Choices) == 0 {
			continue
		}
		delta := chunk.Choices[0].Delta.Content
		sawTool = sawTool || strings.Contains(delta, "<tool_call>")
		text.WriteString(delta)
	}
	stopReason := "stop"
	if sawTool {
		stopReason = "tool_calls"
	}
	return &llms.ContentResponse{Choices: []*llms.ContentChoice{{Content: text.String(), StopReason: stopReason}}}, nil // want `adapter toolTagModel synthesises its StopReason, dropping the provider's FinishReason`
}
