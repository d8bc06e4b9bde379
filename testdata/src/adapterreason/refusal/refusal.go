// Package refusal holds ADK adapters over the Responses API: a refusal
// is a content item of its own, and the response's status stays
// completed.
package refusal

import (
	"context"
	"iter"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// textOnly keeps the output text and maps the status: a refusal comes out
// as an empty answer that stopped normally.
type textOnly struct{ client openai.Client }

func (m *textOnly) Name() string { return "gpt" }

func (m *textOnly) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		resp, err := m.client.Responses.New(ctx, responses.ResponseNewParams{})
		if err != nil {
			yield(nil, err)
			return
		}
		var text string
		for _, item := range resp.Output {
			for _, c := range item.Content {
				text += c.Text // want `adapter textOnly keeps only the Responses API's output text: a refusal passes as an answer`
			}
		}
		yield(&model.LLMResponse{Content: genai.NewContentFromText(text, "model"), FinishReason: statusReason(resp.Status)}, nil)
	}
}

func statusReason(s responses.ResponseStatus) genai.FinishReason {
	switch s {
	case responses.ResponseStatusCompleted:
		return genai.FinishReasonStop
	case responses.ResponseStatusIncomplete:
		return genai.FinishReasonMaxTokens
	default:
		return genai.FinishReasonOther
	}
}

// withRefusal turns a refusal item into SAFETY: silent.
type withRefusal struct{ client openai.Client }

func (m *withRefusal) Name() string { return "gpt" }

func (m *withRefusal) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		resp, err := m.client.Responses.New(ctx, responses.ResponseNewParams{})
		if err != nil {
			yield(nil, err)
			return
		}
		reason := statusReason(resp.Status)
		var text string
		for _, item := range resp.Output {
			for _, c := range item.Content {
				if c.Type == "refusal" {
					reason = genai.FinishReasonSafety
					text += c.Refusal
					continue
				}
				text += c.Text
			}
		}
		yield(&model.LLMResponse{Content: genai.NewContentFromText(text, "model"), FinishReason: reason}, nil)
	}
}

// outputText uses the SDK's OutputText, which leaves refusals out, and
// says STOP.
type outputText struct{ client openai.Client }

func (m *outputText) Name() string { return "gpt" }

func (m *outputText) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		resp, err := m.client.Responses.New(ctx, responses.ResponseNewParams{})
		if err != nil {
			yield(nil, err)
			return
		}
		yield(&model.LLMResponse{Content: genai.NewContentFromText(resp.OutputText(), "model"), FinishReason: statusReason(resp.Status)}, nil) // want `adapter outputText keeps only the Responses API's output text: a refusal passes as an answer`
	}
}
