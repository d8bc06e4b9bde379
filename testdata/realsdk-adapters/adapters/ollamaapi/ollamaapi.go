// Package ollamaapi is an ADK model on Ollama's own client, the real
// github.com/ollama/ollama/api: it builds its responses without the last
// response's DoneReason.
package ollamaapi

import (
	"context"
	"iter"

	"github.com/ollama/ollama/api"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

type Model struct{ Client *api.Client }

func (m *Model) Name() string { return "llama3.2" }

func (m *Model) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		err := m.Client.Chat(ctx, &api.ChatRequest{Model: "llama3.2"}, func(r api.ChatResponse) error {
			yield(&model.LLMResponse{ // want `adapter Model builds model.LLMResponse without api.ChatResponse.DoneReason`
				Content:      genai.NewContentFromText(r.Message.Content, "model"),
				Partial:      !r.Done,
				TurnComplete: r.Done,
			}, nil)
			return nil
		})
		if err != nil {
			yield(nil, err)
		}
	}
}
