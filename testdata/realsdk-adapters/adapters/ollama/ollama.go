// Package ollama is an ADK model for Ollama, through its OpenAI-compatible
// endpoint, that reports every answer as a normal stop.
package ollama

import (
	"context"
	"iter"

	"github.com/sashabaranov/go-openai"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// Model talks to a local Ollama server.
type Model struct {
	client *openai.Client
	name   string
}

// New returns a model for the Ollama server at baseURL (".../v1").
func New(baseURL, name string) model.LLM {
	cfg := openai.DefaultConfig("ollama")
	cfg.BaseURL = baseURL
	return &Model{client: openai.NewClientWithConfig(cfg), name: name}
}

func (m *Model) Name() string { return m.name }

func (m *Model) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		resp, err := m.client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{Model: m.name, Messages: messages(req)})
		if err != nil {
			yield(nil, err)
			return
		}
		if len(resp.Choices) == 0 {
			yield(&model.LLMResponse{TurnComplete: true}, nil) // want `adapter Model sets a constant FinishReason, dropping openai.ChatCompletionChoice.FinishReason`
			return
		}
		yield(&model.LLMResponse{
			Content:      genai.NewContentFromText(resp.Choices[0].Message.Content, genai.RoleModel),
			FinishReason: genai.FinishReasonStop,
			TurnComplete: true,
		}, nil)
	}
}

func messages(req *model.LLMRequest) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, c := range req.Contents {
		for _, p := range c.Parts {
			out = append(out, openai.ChatCompletionMessage{Role: string(c.Role), Content: p.Text})
		}
	}
	return out
}
