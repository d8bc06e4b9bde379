package openaierr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/openai/openai-go/v3"
)

// ClassifyChatCompletion classifies a Chat Completions response: the
// in-band channel. failed is false for a healthy response, and class is
// then zero. It reads the first choice, as most callers do (ask for n>1
// and classify each with [ClassifyChatChoice]); a nil response or one with
// no choices is [llmerr.Unknown]. For a stream, classify the
// ChatCompletionAccumulator's ChatCompletion once the stream ends, or each
// chunk's FinishReason with [ClassifyChatFinishReason].
func ClassifyChatCompletion(r *openai.ChatCompletion) (class llmerr.ErrorClass, failed bool) {
	if r == nil || len(r.Choices) == 0 {
		return llmerr.Unknown, true
	}
	return ClassifyChatChoice(r.Choices[0])
}

// ClassifyChatChoice classifies one choice of a Chat Completions response.
// A non-empty Message.Refusal is [llmerr.OutputBlocked] whatever the
// finish reason (the model declined; there is no content). Otherwise the
// finish reason decides (see [ClassifyChatFinishReason]); a choice without
// one is [llmerr.Unknown], because a finished completion always has one.
func ClassifyChatChoice(c openai.ChatCompletionChoice) (class llmerr.ErrorClass, failed bool) {
	if c.Message.Refusal != "" {
		return llmerr.OutputBlocked, true
	}
	if c.FinishReason == "" {
		return llmerr.Unknown, true
	}
	return ClassifyChatFinishReason(c.FinishReason)
}

// ClassifyChatFinishReason maps a Chat Completions (or legacy Completions)
// finish_reason to a class. failed is false for stop, tool_calls and
// function_call (the model asked for a tool: healthy) and for "" (a stream
// chunk before the last one):
//
//   - length is [llmerr.Truncated].
//   - content_filter is [llmerr.OutputBlocked].
//   - Any other value is [llmerr.Unknown] until someone decides its class.
func ClassifyChatFinishReason(reason string) (class llmerr.ErrorClass, failed bool) {
	switch reason {
	case "", "stop", "tool_calls", "function_call":
		return 0, false
	case "length":
		return llmerr.Truncated, true
	case "content_filter":
		return llmerr.OutputBlocked, true
	}
	return llmerr.Unknown, true
}
