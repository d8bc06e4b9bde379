// Package provider maps go-openai's finish reason and the Responses API's
// status onto the application's own provider interface, covering only
// some of the values.
package provider

import (
	"github.com/openai/openai-go/v3/responses"
	goopenai "github.com/sashabaranov/go-openai"
)

// StopReason is the application's own reason.
type StopReason string

const (
	StopEndTurn   StopReason = "end_turn"
	StopMaxTokens StopReason = "max_tokens"
	StopToolUse   StopReason = "tool_use"
	StopError     StopReason = "error"
)

// Result is what the application's providers return.
type Result struct {
	Text       string
	StopReason StopReason
}

// FromChat leaves content_filter with an empty StopReason.
func FromChat(resp goopenai.ChatCompletionResponse) *Result {
	choice := resp.Choices[0]
	out := &Result{Text: choice.Message.Content}
	switch choice.FinishReason { // want `FromChat leaves openai finish reason "content_filter" unmapped: out.StopReason stays empty`
	case goopenai.FinishReasonStop:
		out.StopReason = StopEndTurn
	case goopenai.FinishReasonLength:
		out.StopReason = StopMaxTokens
	case goopenai.FinishReasonToolCalls:
		out.StopReason = StopToolUse
	}
	return out
}

// FromResponse lists incomplete and failed, and ends a cancelled response
// as a normal one.
func FromResponse(r *responses.Response) StopReason {
	switch r.Status {
	case responses.ResponseStatusCompleted:
		return StopEndTurn
	case responses.ResponseStatusIncomplete:
		return StopMaxTokens
	case responses.ResponseStatusFailed:
		return StopError
	default: // want `FromResponse sends responses status "cancelled" to StopEndTurn`
		return StopEndTurn
	}
}

// FromResponseChecked sends what it does not list to a failure: silent.
func FromResponseChecked(r *responses.Response) StopReason {
	switch r.Status {
	case responses.ResponseStatusCompleted:
		return StopEndTurn
	case responses.ResponseStatusIncomplete:
		return StopMaxTokens
	default:
		return StopError
	}
}
