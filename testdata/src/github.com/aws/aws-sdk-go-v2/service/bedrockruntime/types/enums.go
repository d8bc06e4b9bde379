package types

type ConversationRole string

const (
	ConversationRoleUser      ConversationRole = "user"
	ConversationRoleAssistant ConversationRole = "assistant"
)

type StopReason string

const (
	StopReasonEndTurn                    StopReason = "end_turn"
	StopReasonToolUse                    StopReason = "tool_use"
	StopReasonMaxTokens                  StopReason = "max_tokens"
	StopReasonStopSequence               StopReason = "stop_sequence"
	StopReasonGuardrailIntervened        StopReason = "guardrail_intervened"
	StopReasonContentFiltered            StopReason = "content_filtered"
	StopReasonMalformedModelOutput       StopReason = "malformed_model_output"
	StopReasonMalformedToolUse           StopReason = "malformed_tool_use"
	StopReasonModelContextWindowExceeded StopReason = "model_context_window_exceeded"
)
