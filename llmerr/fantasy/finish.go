package fantasyerr

import (
	"charm.land/fantasy"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

// ClassifyFinishReason maps a fantasy finish reason (fantasy.FinishReason,
// v0.41.2) to a class. failed is false for a normal end and for "" (no
// reason):
//
//   - "stop" and "tool-calls" are healthy: the model finished, or asked
//     for tools.
//   - "length" is [llmerr.Truncated]: the providers map OpenAI's length,
//     Anthropic's max_tokens and model_context_window_exceeded, and
//     Gemini's MAX_TOKENS to it.
//   - "content-filter" is [llmerr.OutputBlocked]: OpenAI's content_filter,
//     Anthropic's refusal, Bedrock's guardrail and content-filter stops,
//     Gemini's SAFETY, BLOCKLIST, PROHIBITED_CONTENT, SPII and IMAGE_SAFETY.
//   - "error", "other" and "unknown" are [llmerr.Unknown]: the providers
//     fold into them reasons no single rule fits (Gemini's RECITATION,
//     LANGUAGE and MALFORMED_FUNCTION_CALL are all "error"; a reason the
//     provider's mapping does not list is "unknown" or "other"), and
//     fantasy keeps no trace of which.
//
// Any other value is [llmerr.Unknown] until someone decides its class.
func ClassifyFinishReason(r fantasy.FinishReason) (class llmerr.ErrorClass, failed bool) {
	switch r {
	case "", fantasy.FinishReasonStop, fantasy.FinishReasonToolCalls:
		return 0, false
	case fantasy.FinishReasonLength:
		return llmerr.Truncated, true
	case fantasy.FinishReasonContentFilter:
		return llmerr.OutputBlocked, true
	case fantasy.FinishReasonError, fantasy.FinishReasonOther, fantasy.FinishReasonUnknown:
		return llmerr.Unknown, true
	}
	return llmerr.Unknown, true
}

// ClassifyResponse classifies a response of LanguageModel.Generate, or the
// Response of an agent's result or of one of its steps. failed is false
// for a healthy response, and class is then zero. The finish reason
// decides (see [ClassifyFinishReason]); a nil response is
// [llmerr.Unknown]. It does not allocate.
func ClassifyResponse(r *fantasy.Response) (class llmerr.ErrorClass, failed bool) {
	if r == nil {
		return llmerr.Unknown, true
	}
	return ClassifyFinishReason(r.FinishReason)
}
