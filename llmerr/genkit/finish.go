package genkiterr

import (
	"github.com/firebase/genkit/go/ai"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

// ClassifyFinishReason maps a Genkit finish reason (ai.FinishReason,
// v1.4.0) to a class. failed is false for a normal end and for "" (no
// reason):
//
//   - "stop" is healthy.
//   - "interrupted" is healthy: one of the application's own interrupt
//     tools paused the generation (human in the loop), as designed. The
//     caller resumes it after handling ModelResponse.Interrupts().
//   - "length" is [llmerr.Truncated].
//   - "blocked" is [llmerr.OutputBlocked]: the plugins map the provider's
//     safety stops to it (Gemini's SAFETY, RECITATION, BLOCKLIST, ...;
//     OpenAI's content_filter and refusals).
//   - "other" and "unknown" are [llmerr.Unknown]: the plugins fold into
//     them reasons no rule could act on (Gemini's OTHER and
//     MALFORMED_FUNCTION_CALL, Anthropic's refusal and pause_turn), and
//     Genkit keeps no trace of which.
//
// Any other value is [llmerr.Unknown] until someone decides its class.
func ClassifyFinishReason(r ai.FinishReason) (class llmerr.ErrorClass, failed bool) {
	switch r {
	case "", ai.FinishReasonStop, ai.FinishReasonInterrupted:
		return 0, false
	case ai.FinishReasonLength:
		return llmerr.Truncated, true
	case ai.FinishReasonBlocked:
		return llmerr.OutputBlocked, true
	case ai.FinishReasonOther, ai.FinishReasonUnknown:
		return llmerr.Unknown, true
	}
	return llmerr.Unknown, true
}

// ClassifyResponse classifies a Genkit model response (from
// genkit.Generate, GenerateData, a prompt's Execute, or the final value of
// GenerateStream). failed is false for a healthy response, and class is
// then zero.
//
// A finish reason decides (see [ClassifyFinishReason]). Without one, a
// response whose message has content is healthy (a custom model may not set
// a reason), and anything else is [llmerr.Unknown]: that is how the
// googlegenai plugin returns a blocked prompt, with no reason and no
// message. A nil response is [llmerr.Unknown]. It does not allocate.
func ClassifyResponse(r *ai.ModelResponse) (class llmerr.ErrorClass, failed bool) {
	if r == nil {
		return llmerr.Unknown, true
	}
	if r.FinishReason != "" {
		return ClassifyFinishReason(r.FinishReason)
	}
	if r.Message != nil && len(r.Message.Content) > 0 {
		return 0, false
	}
	return llmerr.Unknown, true
}
