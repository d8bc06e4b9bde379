package goopenaierr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	openai "github.com/sashabaranov/go-openai"
)

// ClassifyChatFinishReason maps a finish reason to a class. failed is false
// when the reason alone says nothing failed:
//
//   - "stop", "tool_calls" and "function_call" are normal ends (a tool
//     call is the model doing its job).
//   - "" and "null" ([openai.FinishReasonNull]) mean no reason yet: every
//     streamed chunk but the last carries none. In a finished choice they
//     are a failure, which [ClassifyChatChoice] reports.
//
// "length" is [llmerr.Truncated] and "content_filter" is
// [llmerr.OutputBlocked]. Any other value (OpenAI-compatible servers invent
// their own) is [llmerr.Unknown] until someone decides its class.
func ClassifyChatFinishReason(r openai.FinishReason) (class llmerr.ErrorClass, failed bool) {
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

// ClassifyChatChoice classifies one choice of a chat completion
// (CreateChatCompletion). failed is false for a healthy choice, and class
// is then zero. A non-empty Message.Refusal is [llmerr.OutputBlocked]
// whatever the finish reason: the model declined, and structured outputs
// report that with finish reason "stop". Otherwise the finish reason
// decides (see [ClassifyChatFinishReason]); a finished choice without one
// ("" or "null", which the API documents as "in progress or incomplete")
// is [llmerr.Unknown].
func ClassifyChatChoice(c openai.ChatCompletionChoice) (class llmerr.ErrorClass, failed bool) {
	if c.Message.Refusal != "" {
		return llmerr.OutputBlocked, true
	}
	if noReason(c.FinishReason) {
		return llmerr.Unknown, true
	}
	return ClassifyChatFinishReason(c.FinishReason)
}

// ClassifyChatCompletion classifies a chat completion by its first choice,
// as most callers read it; ask for n > 1 and classify each with
// [ClassifyChatChoice]. A nil response or one without choices is
// [llmerr.Unknown]. It does not allocate.
func ClassifyChatCompletion(r *openai.ChatCompletionResponse) (class llmerr.ErrorClass, failed bool) {
	if r == nil || len(r.Choices) == 0 {
		return llmerr.Unknown, true
	}
	return ClassifyChatChoice(r.Choices[0])
}

// ClassifyChatStreamChoice classifies one choice of a streamed chunk
// (CreateChatCompletionStream). A refusal delta is [llmerr.OutputBlocked];
// otherwise the finish reason decides as [ClassifyChatFinishReason] reads
// it, so a chunk before the last is healthy. The caller must make sure
// some chunk carried a reason: a stream that ended without one was cut
// off.
func ClassifyChatStreamChoice(c openai.ChatCompletionStreamChoice) (class llmerr.ErrorClass, failed bool) {
	if c.Delta.Refusal != "" {
		return llmerr.OutputBlocked, true
	}
	return ClassifyChatFinishReason(c.FinishReason)
}

// ClassifyCompletionChoice classifies a choice of the legacy completions
// API (CreateCompletion), whose FinishReason is a plain string with the
// same vocabulary ("stop", "length", "content_filter"). A choice without a
// reason is [llmerr.Unknown]; for CreateCompletionStream chunks, read each
// reason with [ClassifyChatFinishReason].
func ClassifyCompletionChoice(c openai.CompletionChoice) (class llmerr.ErrorClass, failed bool) {
	r := openai.FinishReason(c.FinishReason)
	if noReason(r) {
		return llmerr.Unknown, true
	}
	return ClassifyChatFinishReason(r)
}

func noReason(r openai.FinishReason) bool { return r == "" || r == openai.FinishReasonNull }
