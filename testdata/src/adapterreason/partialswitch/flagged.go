// Package partialswitch holds reason switches that cover only some of the
// provider's values, in adapters onto genai and onto an application's
// own provider interface.
package partialswitch

import (
	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/openai/openai-go/v3/responses"
	goopenai "github.com/sashabaranov/go-openai"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// StopReason is the application's own reason, shared by its providers.
type StopReason string

const (
	StopEndTurn   StopReason = "end_turn"
	StopMaxTokens StopReason = "max_tokens"
	StopToolUse   StopReason = "tool_use"
	StopError     StopReason = "error"
)

// Result is what the application's Provider interface returns.
type Result struct {
	Text       string
	StopReason StopReason
}

// fromOpenAI maps stop, length and tool_calls; content_filter keeps an
// empty StopReason.
func fromOpenAI(resp goopenai.ChatCompletionResponse) *Result {
	choice := resp.Choices[0]
	out := &Result{Text: choice.Message.Content}
	switch choice.FinishReason { // want `fromOpenAI leaves openai finish reason "content_filter" unmapped: out.StopReason stays empty`
	case goopenai.FinishReasonStop:
		out.StopReason = StopEndTurn
	case goopenai.FinishReasonLength:
		out.StopReason = StopMaxTokens
	case goopenai.FinishReasonToolCalls:
		out.StopReason = StopToolUse
	}
	return out
}

// ownDefault sends what it does not list to the value it gives a normal
// stop.
func ownDefault(msg *anthropic.Message) StopReason {
	switch msg.StopReason {
	case anthropic.StopReasonEndTurn, anthropic.StopReasonStopSequence:
		return StopEndTurn
	case anthropic.StopReasonMaxTokens:
		return StopMaxTokens
	case anthropic.StopReasonToolUse:
		return StopToolUse
	default: // want `ownDefault sends anthropic stop reason "refusal" \(and 2 more\) to StopEndTurn`
		return StopEndTurn
	}
}

// claudeToGenai builds the ADK response and lets refusal and pause_turn
// through without a FinishReason.
func claudeToGenai(msg *anthropic.Message) *model.LLMResponse {
	resp := &model.LLMResponse{TurnComplete: true}
	switch msg.StopReason { // want `claudeToGenai leaves anthropic stop reason "refusal" \(and 2 more\) unmapped: resp.FinishReason stays empty`
	case anthropic.StopReasonEndTurn, anthropic.StopReasonToolUse:
		resp.FinishReason = genai.FinishReasonStop
	case anthropic.StopReasonMaxTokens:
		resp.FinishReason = genai.FinishReasonMaxTokens
	}
	return resp
}

// responsesStatus lists incomplete and failed but not cancelled, and
// sends the rest to STOP.
func responsesStatus(r *responses.Response) genai.FinishReason {
	switch r.Status {
	case responses.ResponseStatusIncomplete:
		return genai.FinishReasonMaxTokens
	case responses.ResponseStatusFailed:
		return genai.FinishReasonOther
	default: // want `responsesStatus sends responses status "cancelled" to FinishReasonStop`
		return genai.FinishReasonStop
	}
}

// emptyAfter returns an empty reason for what it does not list.
func emptyAfter(reason goopenai.FinishReason) string {
	switch reason {
	case goopenai.FinishReasonStop:
		return "end_turn"
	case goopenai.FinishReasonLength:
		return "max_tokens"
	}
	return "" // want `emptyAfter leaves openai finish reason "content_filter" unmapped: the result stays empty`
}

func useEmptyAfter(resp goopenai.ChatCompletionResponse) string {
	return emptyAfter(resp.Choices[0].FinishReason)
}

// localReason keeps the mapped value in a local declared without one.
func localReason(choice goopenai.ChatCompletionChoice) *model.LLMResponse {
	var reason genai.FinishReason
	switch choice.FinishReason { // want `localReason leaves openai finish reason "content_filter" unmapped: reason stays empty`
	case goopenai.FinishReasonStop, goopenai.FinishReasonToolCalls:
		reason = genai.FinishReasonStop
	case goopenai.FinishReasonLength:
		reason = genai.FinishReasonMaxTokens
	}
	return &model.LLMResponse{FinishReason: reason}
}

// presetDefined defines the value it gives a normal stop right before the
// switch: refusal, pause_turn and a full context window stay "stop".
func presetDefined(resp *anthropic.Message) string {
	finishReason := "stop" // want `presetDefined sends anthropic stop reason "refusal" \(and 2 more\) to "stop"`
	switch resp.StopReason {
	case anthropic.StopReasonToolUse:
		finishReason = "tool_calls"
	case anthropic.StopReasonMaxTokens:
		finishReason = "length"
	case anthropic.StopReasonEndTurn:
		finishReason = "stop"
	}
	return finishReason
}

// presetVar declares it with var.
func presetVar(choice goopenai.ChatCompletionChoice) StopReason {
	var reason = StopEndTurn // want `presetVar sends openai finish reason "content_filter" to StopEndTurn`
	switch choice.FinishReason {
	case goopenai.FinishReasonStop:
		reason = StopEndTurn
	case goopenai.FinishReasonLength:
		reason = StopMaxTokens
	}
	return reason
}
