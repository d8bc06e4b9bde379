package adk

import (
	"context"
	"iter"

	"github.com/sashabaranov/go-openai"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// ollamaModel talks to Ollama's OpenAI-compatible endpoint and claims
// every answer stopped normally.
type ollamaModel struct {
	client *openai.Client
	name   string
}

func newOllama() model.LLM {
	cfg := openai.ClientConfig{BaseURL: "http://localhost:11434/v1"}
	_ = cfg
	return &ollamaModel{client: openai.NewClient("ollama"), name: "llama3.2"}
}

func (m *ollamaModel) Name() string { return m.name }

func (m *ollamaModel) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		resp, err := m.client.CreateChatCompletion(ctx, m.request(req))
		if err != nil {
			yield(nil, err)
			return
		}
		for _, choice := range resp.Choices {
			out := &model.LLMResponse{ // want `adapter ollamaModel sets a constant FinishReason, dropping openai.ChatCompletionChoice.FinishReason`
				Content:      genai.NewContentFromText(choice.Message.Content, "model"),
				FinishReason: genai.FinishReasonStop,
				TurnComplete: true,
			}
			if !yield(out, nil) {
				return
			}
		}
	}
}

func (m *ollamaModel) request(req *model.LLMRequest) openai.ChatCompletionRequest {
	var msgs []openai.ChatCompletionMessage
	for _, c := range req.Contents {
		for _, p := range c.Parts {
			msgs = append(msgs, openai.ChatCompletionMessage{Role: string(c.Role), Content: p.Text})
		}
	}
	return openai.ChatCompletionRequest{Model: m.name, Messages: msgs}
}

// streamingOllama leaves partial chunks without a reason; the final
// response carries the chunk's finish reason: silent.
type streamingOllama struct{ client *openai.Client }

func (m streamingOllama) Name() string { return "llama3.2" }

func (m streamingOllama) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		s, err := m.client.CreateChatCompletionStream(ctx, openai.ChatCompletionRequest{Model: "llama3.2"})
		if err != nil {
			yield(nil, err)
			return
		}
		defer s.Close()
		for {
			chunk, err := s.Recv()
			if err != nil {
				yield(nil, err)
				return
			}
			if len(chunk.Choices) == 0 {
				continue
			}
			c := chunk.Choices[0]
			if c.FinishReason != "" {
				yield(&model.LLMResponse{TurnComplete: true, FinishReason: genai.FinishReason(c.FinishReason)}, nil)
				return
			}
			if !yield(&model.LLMResponse{Content: genai.NewContentFromText(c.Delta.Content, "model"), Partial: true}, nil) {
				return
			}
		}
	}
}

// wire is an Ollama /api/chat answer decoded into the adapter's own type:
// the table knows nothing of it, so the adapter is left alone.
type wire struct {
	Message    struct{ Content string }
	DoneReason string
}

type rawOllama struct{}

func (rawOllama) Name() string { return "llama3.2" }

func (rawOllama) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		var w wire
		yield(&model.LLMResponse{Content: genai.NewContentFromText(w.Message.Content, "model")}, nil)
	}
}

// retrying wraps another model.LLM: the inner response is the framework's
// own type, passed on whole, so nothing is dropped here.
type retrying struct{ inner model.LLM }

func (r retrying) Name() string { return r.inner.Name() }

func (r retrying) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		for resp, err := range r.inner.GenerateContent(ctx, req, stream) {
			if !yield(&model.LLMResponse{Content: resp.Content}, err) {
				return
			}
		}
	}
}

// double replies with canned content and builds the provider's response
// itself, for a test: nothing comes from a provider, silent.
type double struct{ replies []*genai.Content }

func (d *double) Name() string { return "double" }

func (d *double) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		canned := &genai.GenerateContentResponse{Candidates: []*genai.Candidate{{Content: d.replies[0], FinishReason: genai.FinishReasonStop}}}
		record(canned)
		yield(&model.LLMResponse{Content: d.replies[0]}, nil)
	}
}

func record(*genai.GenerateContentResponse) {}
