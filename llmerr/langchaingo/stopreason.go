package langchaingoerr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/tmc/langchaingo/llms"
)

// ClassifyStopReason maps a raw ContentChoice.StopReason to a class. The
// value is whatever the provider reported; ClassifyStopReason knows the
// vocabularies of langchaingo v0.1.14's openai, anthropic and googleai
// (and googleai/vertex) providers. failed is false for a normal end and
// for "" (no reason reported):
//
//   - openai (the API's finish_reason): "stop", "tool_calls" and
//     "function_call" are healthy; "length" is [llmerr.Truncated];
//     "content_filter" is [llmerr.OutputBlocked]; "null" counts as no
//     reason.
//   - anthropic (the API's stop_reason): "end_turn", "stop_sequence" and
//     "tool_use" are healthy; "max_tokens" and
//     "model_context_window_exceeded" are [llmerr.Truncated]; "refusal" is
//     [llmerr.OutputBlocked]; "pause_turn" is [llmerr.Truncated]: the
//     server paused a long turn and the output is incomplete until the
//     caller resumes it, which langchaingo does not do (like an unresumed
//     CONTINUATION for Gemini).
//   - googleai and vertex (the Go name of the SDK's FinishReason):
//     "FinishReasonStop" is healthy; "FinishReasonMaxTokens" is
//     [llmerr.Truncated]; "FinishReasonSafety", "FinishReasonRecitation",
//     "FinishReasonBlocklist", "FinishReasonProhibitedContent" and
//     "FinishReasonSpii" are [llmerr.OutputBlocked] (the SDKs return
//     safety and recitation stops as a *genai.BlockedError instead, so
//     these rarely reach a choice: see package googleaierr); "FinishReasonOther",
//     "FinishReasonUnspecified" and "FinishReason(N)" are [llmerr.Unknown].
//
// Any other value, including the vocabularies of langchaingo's other
// providers, is [llmerr.Unknown] until someone decides its class.
// Values are matched exactly.
func ClassifyStopReason(reason string) (class llmerr.ErrorClass, failed bool) {
	switch reason {
	case "", "null",
		// openai
		"stop", "tool_calls", "function_call",
		// anthropic
		"end_turn", "stop_sequence", "tool_use",
		// googleai, vertex
		"FinishReasonStop":
		return 0, false
	case "length", "max_tokens", "model_context_window_exceeded", "pause_turn", "FinishReasonMaxTokens":
		return llmerr.Truncated, true
	case "content_filter", "refusal",
		"FinishReasonSafety", "FinishReasonRecitation", "FinishReasonBlocklist",
		"FinishReasonProhibitedContent", "FinishReasonSpii":
		return llmerr.OutputBlocked, true
	}
	return llmerr.Unknown, true
}

// ClassifyChoice classifies one choice of a GenerateContent response.
// failed is false for a healthy choice, and class is then zero. The stop
// reason decides (see [ClassifyStopReason]). Several providers (ollama and
// huggingface among them) never report one, so a choice without a reason
// ("" or "null") is healthy when it has content, reasoning content, tool
// calls or a function call, and [llmerr.Unknown] when it is empty: empty
// content is not success. A nil choice is [llmerr.Unknown].
func ClassifyChoice(c *llms.ContentChoice) (class llmerr.ErrorClass, failed bool) {
	if c == nil {
		return llmerr.Unknown, true
	}
	if c.StopReason != "" && c.StopReason != "null" {
		return ClassifyStopReason(c.StopReason)
	}
	if c.Content != "" || c.ReasoningContent != "" || len(c.ToolCalls) > 0 || c.FuncCall != nil {
		return 0, false
	}
	return llmerr.Unknown, true
}

// ClassifyContentResponse classifies a GenerateContent response by its
// first choice, as [ClassifyChoice] does. The anthropic provider makes one
// choice per content block (a thinking block, a text block, tool calls),
// all with the same stop reason; with several candidates, classify each
// choice. A nil response or one without choices is [llmerr.Unknown]. It
// does not allocate.
func ClassifyContentResponse(r *llms.ContentResponse) (class llmerr.ErrorClass, failed bool) {
	if r == nil || len(r.Choices) == 0 {
		return llmerr.Unknown, true
	}
	return ClassifyChoice(r.Choices[0])
}
