// Package responsesgpt is an ADK model over the Responses API that keeps
// only the output text, and one that turns a refusal into SAFETY.
package responsesgpt

import (
	"context"
	"iter"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// TextOnly reports a refusal as an empty answer that stopped normally.
type TextOnly struct{ Client openai.Client }

func (m *TextOnly) Name() string { return "gpt" }

func (m *TextOnly) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		resp, err := m.Client.Responses.New(ctx, responses.ResponseNewParams{})
		if err != nil {
			yield(nil, err)
			return
		}
		text := resp.OutputText() // want `adapter TextOnly keeps only the Responses API's output text: a refusal passes as an answer`
		yield(&model.LLMResponse{Content: genai.NewContentFromText(text, genai.RoleModel), FinishReason: statusReason(resp.Status)}, nil)
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

// WithRefusal turns a refusal item into SAFETY.
type WithRefusal struct{ Client openai.Client }

func (m *WithRefusal) Name() string { return "gpt" }

func (m *WithRefusal) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		resp, err := m.Client.Responses.New(ctx, responses.ResponseNewParams{})
		if err != nil {
			yield(nil, err)
			return
		}
		reason := statusReason(resp.Status)
		var text string
		for _, item := range resp.Output {
			for _, c := range item.Content {
				if r := c.AsRefusal(); r.Refusal != "" {
					reason = genai.FinishReasonSafety
					continue
				}
				text += c.Text
			}
		}
		yield(&model.LLMResponse{Content: genai.NewContentFromText(text, genai.RoleModel), FinishReason: reason}, nil)
	}
}
