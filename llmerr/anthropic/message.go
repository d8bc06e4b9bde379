package anthropicerr

import (
	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

// ClassifyMessage classifies a Messages API response: the in-band channel.
// failed is false for a healthy response, and class is then zero. The stop
// reason decides (see [ClassifyStopReason]); a nil message, or one without
// a stop reason (a finished message always has one), is [llmerr.Unknown].
// For a stream, classify the message accumulated with Message.Accumulate
// once the stream ends, or the message_delta event's Delta.StopReason.
func ClassifyMessage(m *anthropic.Message) (class llmerr.ErrorClass, failed bool) {
	if m == nil || m.StopReason == "" {
		return llmerr.Unknown, true
	}
	return ClassifyStopReason(m.StopReason)
}

// ClassifyStopReason maps a stop reason to a class. failed is false for
// end_turn, stop_sequence and tool_use (the model asked for a tool:
// healthy) and for "" (a stream event before message_delta). For a beta
// message, pass anthropic.StopReason(msg.StopReason).
//
//   - max_tokens and model_context_window_exceeded are [llmerr.Truncated]:
//     the output was cut off.
//   - pause_turn (the server paused a long turn of server tools) and
//     compaction (beta: the context was compacted mid-turn) are
//     [llmerr.Truncated] too: the answer is incomplete until the caller
//     sends the message back to resume it, and Truncated's rule passes the
//     response through so that the application can.
//   - refusal is [llmerr.OutputBlocked]; Message.StopDetails says why.
//   - Any other value is [llmerr.Unknown] until someone decides its class.
func ClassifyStopReason(r anthropic.StopReason) (class llmerr.ErrorClass, failed bool) {
	switch r {
	case "", anthropic.StopReasonEndTurn, anthropic.StopReasonStopSequence, anthropic.StopReasonToolUse:
		return 0, false
	case anthropic.StopReasonMaxTokens, anthropic.StopReasonModelContextWindowExceeded,
		anthropic.StopReasonPauseTurn, "compaction":
		return llmerr.Truncated, true
	case anthropic.StopReasonRefusal:
		return llmerr.OutputBlocked, true
	}
	return llmerr.Unknown, true
}
