package llmerr

import "google.golang.org/genai"

// ClassifyFinishReason maps a candidate's finish reason to a class. ok is
// false for STOP (a normal end), for "" and FINISH_REASON_UNSPECIFIED (no
// reason given: the caller must look elsewhere). Every value of
// genai.FinishReason in genai v1.77.0 is mapped explicitly; a value added
// later is [Unknown] until someone decides its class (a test reads genai's
// source to make sure they do):
//
//   - MAX_TOKENS and CONTINUATION are [Truncated].
//   - SAFETY, RECITATION, LANGUAGE, BLOCKLIST, PROHIBITED_CONTENT, SPII,
//     IMAGE_SAFETY, IMAGE_PROHIBITED_CONTENT and IMAGE_RECITATION are
//     [OutputBlocked]: the provider's policy stopped the output.
//   - MALFORMED_FUNCTION_CALL, UNEXPECTED_TOOL_CALL and TOO_MANY_TOOL_CALLS
//     are [ToolProtocol]: the model broke the tool-calling contract within
//     one response. (Too many calls across an invocation is [CallBudget],
//     which only [ErrCallBudget] signals.)
//   - OTHER, NO_IMAGE and IMAGE_OTHER are [Unknown]: they name no cause a
//     rule could act on.
func ClassifyFinishReason(r genai.FinishReason) (c ErrorClass, ok bool) {
	switch r {
	case "", genai.FinishReasonUnspecified, genai.FinishReasonStop:
		return 0, false
	case genai.FinishReasonMaxTokens,
		// CONTINUATION reaches the caller only when automatic continuation
		// is off or gave up: the output is incomplete.
		genai.FinishReasonContinuation:
		return Truncated, true
	case genai.FinishReasonSafety,
		genai.FinishReasonRecitation,
		genai.FinishReasonLanguage,
		genai.FinishReasonBlocklist,
		genai.FinishReasonProhibitedContent,
		genai.FinishReasonSPII,
		genai.FinishReasonImageSafety,
		genai.FinishReasonImageProhibitedContent,
		genai.FinishReasonImageRecitation:
		return OutputBlocked, true
	case genai.FinishReasonMalformedFunctionCall,
		genai.FinishReasonUnexpectedToolCall,
		genai.FinishReasonTooManyToolCalls:
		return ToolProtocol, true
	case genai.FinishReasonOther,
		// The model was asked for an image and made none, or stopped for
		// an image reason the API does not name: no rule owns these yet.
		genai.FinishReasonNoImage,
		genai.FinishReasonImageOther:
		return Unknown, true
	}
	return Unknown, true
}

// ClassifyBlockReason maps a prompt block reason to a class: every real
// reason (SAFETY, OTHER, BLOCKLIST, PROHIBITED_CONTENT, IMAGE_SAFETY,
// MODEL_ARMOR, JAILBREAK) is [PromptBlocked]. ok is false for "".
// BLOCKED_REASON_UNSPECIFIED and unrecognised values are [Unknown].
func ClassifyBlockReason(r genai.BlockedReason) (c ErrorClass, ok bool) {
	switch r {
	case "":
		return 0, false
	case genai.BlockedReasonSafety,
		genai.BlockedReasonOther,
		genai.BlockedReasonBlocklist,
		genai.BlockedReasonProhibitedContent,
		genai.BlockedReasonImageSafety,
		genai.BlockedReasonModelArmor,
		genai.BlockedReasonJailbreak:
		return PromptBlocked, true
	case genai.BlockedReasonUnspecified:
		return Unknown, true
	}
	return Unknown, true
}
