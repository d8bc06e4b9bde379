// Package claude is an ADK model over anthropic-sdk-go that maps the stop
// reason onto ADK's finish reason: nothing to report.
package claude

import (
	"context"
	"iter"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// Model calls Claude.
type Model struct {
	client anthropic.Client
	name   anthropic.Model
}

func New(client anthropic.Client) model.LLM {
	return &Model{client: client, name: anthropic.ModelClaudeSonnet4_6}
}

func (m *Model) Name() string { return string(m.name) }

func (m *Model) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		msg, err := m.client.Messages.New(ctx, anthropic.MessageNewParams{
			Model:     m.name,
			MaxTokens: 1024,
			Messages:  []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(prompt(req)))},
		})
		if err != nil {
			yield(nil, err)
			return
		}
		yield(response(msg), nil)
	}
}

func response(msg *anthropic.Message) *model.LLMResponse {
	var text string
	for _, b := range msg.Content {
		text += b.Text
	}
	resp := &model.LLMResponse{Content: genai.NewContentFromText(text, genai.RoleModel), TurnComplete: true}
	switch msg.StopReason {
	case anthropic.StopReasonEndTurn, anthropic.StopReasonStopSequence, anthropic.StopReasonToolUse:
		resp.FinishReason = genai.FinishReasonStop
	case anthropic.StopReasonMaxTokens:
		resp.FinishReason = genai.FinishReasonMaxTokens
	case anthropic.StopReasonRefusal:
		resp.FinishReason = genai.FinishReasonSafety
	default:
		resp.FinishReason = genai.FinishReasonOther
	}
	return resp
}

func prompt(req *model.LLMRequest) string {
	var s string
	for _, c := range req.Contents {
		for _, p := range c.Parts {
			s += p.Text
		}
	}
	return s
}
