// Package adk holds ADK model adapters over provider SDKs.
package adk

import (
	"context"
	"iter"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// claudeModel drops the stop reason: a max_tokens cut looks like a success.
type claudeModel struct {
	client anthropic.Client
	name   string
}

func (m *claudeModel) Name() string { return m.name }

func (m *claudeModel) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		msg, err := m.client.Messages.New(ctx, anthropic.MessageNewParams{Model: m.name, MaxTokens: 1024})
		if err != nil {
			yield(nil, err)
			return
		}
		if len(msg.Content) == 0 {
			yield(&model.LLMResponse{TurnComplete: true}, nil) // want `adapter claudeModel builds model.LLMResponse without anthropic.Message.StopReason`
			return
		}
		yield(&model.LLMResponse{Content: textContent(msg), TurnComplete: true}, nil)
	}
}

func textContent(msg *anthropic.Message) *genai.Content {
	var text string
	for _, b := range msg.Content {
		text += b.Text
	}
	return genai.NewContentFromText(text, "model")
}

// mappedClaude maps the stop reason in a helper: silent.
type mappedClaude struct {
	client anthropic.Client
}

func (m mappedClaude) Name() string { return "claude" }

func (m mappedClaude) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		msg, err := m.client.Messages.New(ctx, anthropic.MessageNewParams{Model: "claude-sonnet-4-5", MaxTokens: 1024})
		if err != nil {
			yield(nil, err)
			return
		}
		yield(convert(msg), nil)
	}
}

func convert(msg *anthropic.Message) *model.LLMResponse {
	resp := &model.LLMResponse{Content: textContent(msg), TurnComplete: true}
	resp.FinishReason = finishReason(msg.StopReason)
	return resp
}

func finishReason(r anthropic.StopReason) genai.FinishReason {
	switch r {
	case anthropic.StopReasonEndTurn, anthropic.StopReasonStopSequence, anthropic.StopReasonToolUse:
		return genai.FinishReasonStop
	case anthropic.StopReasonMaxTokens:
		return genai.FinishReasonMaxTokens
	case anthropic.StopReasonRefusal:
		return genai.FinishReasonSafety
	}
	return genai.FinishReasonOther
}

// partialClaude reads only the refusal: partial mapping is mapping.
type partialClaude struct{ client anthropic.Client }

func (m *partialClaude) Name() string { return "claude" }

func (m *partialClaude) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		msg, err := m.client.Messages.New(ctx, anthropic.MessageNewParams{Model: "claude-sonnet-4-5", MaxTokens: 1024})
		if err != nil {
			yield(nil, err)
			return
		}
		resp := &model.LLMResponse{Content: textContent(msg), FinishReason: genai.FinishReasonStop}
		if msg.StopReason == anthropic.StopReasonRefusal {
			resp.FinishReason = genai.FinishReasonSafety
		}
		yield(resp, nil)
	}
}
