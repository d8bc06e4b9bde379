package adk

import (
	"context"
	"iter"

	"github.com/ollama/ollama/api"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// ollamaChat is an ADK model on Ollama's own client: its last response
// says why the model stopped, and the adapter drops it, so a reply cut
// at num_predict reaches the agent as a complete one.
type ollamaChat struct{ client *api.Client }

func (m *ollamaChat) Name() string { return "llama3.2" }

func (m *ollamaChat) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		err := m.client.Chat(ctx, &api.ChatRequest{Model: "llama3.2"}, func(r api.ChatResponse) error {
			yield(&model.LLMResponse{ // want `adapter ollamaChat builds model.LLMResponse without api.ChatResponse.DoneReason`
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

// ollamaMapped carries the done reason over: silent.
type ollamaMapped struct{ client *api.Client }

func (m *ollamaMapped) Name() string { return "llama3.2" }

func (m *ollamaMapped) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		err := m.client.Chat(ctx, &api.ChatRequest{Model: "llama3.2"}, func(r api.ChatResponse) error {
			out := &model.LLMResponse{Content: genai.NewContentFromText(r.Message.Content, "model"), Partial: !r.Done}
			if r.Done {
				out.TurnComplete = true
				out.FinishReason = doneReason(r.DoneReason)
			}
			yield(out, nil)
			return nil
		})
		if err != nil {
			yield(nil, err)
		}
	}
}

func doneReason(reason string) genai.FinishReason {
	if reason == "length" {
		return genai.FinishReasonMaxTokens
	}
	return genai.FinishReasonStop
}
