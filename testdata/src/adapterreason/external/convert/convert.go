// Package convert maps provider responses onto ADK's.
package convert

import (
	"github.com/anthropics/anthropic-sdk-go/v2"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// Response converts msg, its stop reason included.
func Response(msg *anthropic.Message) *model.LLMResponse {
	r := &model.LLMResponse{FinishReason: genai.FinishReasonStop}
	if msg.StopReason == anthropic.StopReasonMaxTokens {
		r.FinishReason = genai.FinishReasonMaxTokens
	}
	return r
}
