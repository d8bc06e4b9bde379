package goopenaierr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	openai "github.com/sashabaranov/go-openai"
)

// ClassifyFinishReason maps a choice's finish reason to a class. ok is
// false when the reason alone says nothing failed:
//
//   - "stop", "tool_calls" and "function_call" are normal ends (a tool
//     call is the model doing its job).
//   - "" and "null" ([openai.FinishReasonNull]) mean no reason was given:
//     every streamed chunk but the last carries none, and the API documents
//     null as "still in progress or incomplete". The caller must look
//     elsewhere; [ClassifyChoice] does.
//
// "length" is [llmerr.Truncated] and "content_filter" is
// [llmerr.OutputBlocked]. Any other value (OpenAI-compatible servers invent
// their own) is [llmerr.Unknown] until someone decides its class.
func ClassifyFinishReason(r openai.FinishReason) (class llmerr.ErrorClass, ok bool) {
	switch r {
	case "", openai.FinishReasonNull,
		openai.FinishReasonStop, openai.FinishReasonToolCalls, openai.FinishReasonFunctionCall:
		return 0, false
	case openai.FinishReasonLength:
		return llmerr.Truncated, true
	case openai.FinishReasonContentFilter:
		return llmerr.OutputBlocked, true
	}
	return llmerr.Unknown, true
}

// ClassifyChoice classifies one choice of a chat completion. failed is
// false for a healthy choice, and class is then zero.
//
//  1. A non-empty Message.Refusal is [llmerr.OutputBlocked], whatever the
//     finish reason: the model declined (structured outputs report it
//     there, with finish reason "stop").
//  2. A finish reason that [ClassifyFinishReason] classifies decides.
//  3. "stop", "tool_calls" and "function_call" are healthy.
//  4. With no reason ("" or "null"), a choice with content, tool calls or a
//     function call is healthy (some OpenAI-compatible servers omit the
//     reason); an empty one is [llmerr.Unknown]: empty content is not
//     success.
func ClassifyChoice(c openai.ChatCompletionChoice) (class llmerr.ErrorClass, failed bool) {
	if c.Message.Refusal != "" {
		return llmerr.OutputBlocked, true
	}
	if cl, ok := ClassifyFinishReason(c.FinishReason); ok {
		return cl, true
	}
	if !noReason(c.FinishReason) || hasMessage(&c.Message) {
		return 0, false
	}
	return llmerr.Unknown, true
}

// ClassifyResponse classifies a chat completion by its first choice, as
// [ClassifyChoice] does; with n > 1 choices, classify each. A nil response
// or one without choices is [llmerr.Unknown]. It does not allocate.
func ClassifyResponse(r *openai.ChatCompletionResponse) (class llmerr.ErrorClass, failed bool) {
	if r == nil || len(r.Choices) == 0 {
		return llmerr.Unknown, true
	}
	return ClassifyChoice(r.Choices[0])
}

// ClassifyStreamChoice classifies one choice of a streamed chunk. A refusal
// delta is [llmerr.OutputBlocked]; a classified finish reason decides;
// anything else is healthy, because only the last chunk of a choice carries
// a reason. The caller must make sure some chunk carried one: a stream that
// ended without a reason was cut off.
func ClassifyStreamChoice(c openai.ChatCompletionStreamChoice) (class llmerr.ErrorClass, failed bool) {
	if c.Delta.Refusal != "" {
		return llmerr.OutputBlocked, true
	}
	if cl, ok := ClassifyFinishReason(c.FinishReason); ok {
		return cl, true
	}
	return 0, false
}

// ClassifyCompletionChoice classifies a choice of the legacy completions
// API (CreateCompletion, CreateCompletionStream), whose FinishReason is a
// plain string with the same vocabulary ("stop", "length",
// "content_filter"). With no reason, a choice with text is healthy and an
// empty one is [llmerr.Unknown].
func ClassifyCompletionChoice(c openai.CompletionChoice) (class llmerr.ErrorClass, failed bool) {
	r := openai.FinishReason(c.FinishReason)
	if cl, ok := ClassifyFinishReason(r); ok {
		return cl, true
	}
	if !noReason(r) || c.Text != "" {
		return 0, false
	}
	return llmerr.Unknown, true
}

func noReason(r openai.FinishReason) bool { return r == "" || r == openai.FinishReasonNull }

func hasMessage(m *openai.ChatCompletionMessage) bool {
	return m.Content != "" || len(m.MultiContent) > 0 || len(m.ToolCalls) > 0 || m.FunctionCall != nil
}
