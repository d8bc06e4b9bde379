package bedrockerr

import (
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

// ClassifyConverse classifies a Converse response: the in-band channel.
// failed is false for a healthy response, and class is then zero. The stop
// reason decides (see [ClassifyStopReason]); a nil output, or one without
// a stop reason (a finished response always has one), is [llmerr.Unknown].
// For ConverseStream, classify the StopReason of the stream's
// types.ConverseStreamOutputMemberMessageStop event with
// [ClassifyStopReason].
func ClassifyConverse(out *bedrockruntime.ConverseOutput) (class llmerr.ErrorClass, failed bool) {
	if out == nil || out.StopReason == "" {
		return llmerr.Unknown, true
	}
	return ClassifyStopReason(out.StopReason)
}

// ClassifyStopReason maps a Converse stop reason to a class. failed is
// false for end_turn, stop_sequence and tool_use (the model asked for a
// tool: healthy) and for "" (no reason yet). Every value of
// types.StopReason in bedrockruntime v1.63.13 is mapped explicitly; a value
// added later is [llmerr.Unknown] until someone decides its class:
//
//   - max_tokens and model_context_window_exceeded are [llmerr.Truncated]:
//     the output was cut off.
//   - guardrail_intervened (a Bedrock guardrail blocked the content, and
//     the output holds the guardrail's canned message) and content_filtered
//     (the model's own content filter stopped it) are
//     [llmerr.OutputBlocked], the class of genai's SAFETY and Anthropic's
//     refusal. A guardrail also intervenes on the input; the stop reason
//     does not say which side (the guardrail trace does, when the request
//     enables it), and both call for the same handling: refuse politely
//     and send to safety review.
//   - malformed_tool_use (the model's tool call could not be parsed) is
//     [llmerr.ToolProtocol], like genai's MALFORMED_FUNCTION_CALL. So is
//     malformed_model_output: Bedrock could not parse the model's answer
//     into Converse content. The model broke the output contract within
//     one response; the fix is the tool schema or the prompt, and the
//     agent loop may re-prompt, which is ToolProtocol's rule.
//   - Any other value is [llmerr.Unknown].
func ClassifyStopReason(r types.StopReason) (class llmerr.ErrorClass, failed bool) {
	switch r {
	case "", types.StopReasonEndTurn, types.StopReasonStopSequence, types.StopReasonToolUse:
		return 0, false
	case types.StopReasonMaxTokens, types.StopReasonModelContextWindowExceeded:
		return llmerr.Truncated, true
	case types.StopReasonGuardrailIntervened, types.StopReasonContentFiltered:
		return llmerr.OutputBlocked, true
	case types.StopReasonMalformedToolUse, types.StopReasonMalformedModelOutput:
		return llmerr.ToolProtocol, true
	}
	return llmerr.Unknown, true
}
