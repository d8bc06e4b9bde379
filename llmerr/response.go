package llmerr

import (
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// ClassifyResponse classifies an ADK Go model response: the in-band
// channel. failed is false for a healthy response, and class is then zero.
//
// Precedence follows how ADK's Gemini conversion fills the fields:
//
//  1. A finish reason wins: a candidate came back, and its reason says how
//     it ended (see [ClassifyFinishReason]). So a SAFETY stop with no text,
//     which also carries ErrorCode SAFETY, is [OutputBlocked], not
//     [PromptBlocked].
//  2. With no finish reason, an ErrorCode means no candidate came back: a
//     real block reason is [PromptBlocked]; anything else (the
//     UNKNOWN_ERROR sentinel, an unspecified or unrecognised code) is
//     [Unknown].
//  3. With neither, content is healthy: a final response with parts, a
//     streaming partial chunk, or an interrupted live turn. A non-partial
//     response with no parts is [Unknown]: empty content is not success.
//
// A nil response is [Unknown].
func ClassifyResponse(r *model.LLMResponse) (class ErrorClass, failed bool) {
	if r == nil {
		return Unknown, true
	}
	if c, ok := ClassifyFinishReason(r.FinishReason); ok {
		return c, true
	}
	if r.ErrorCode != "" {
		return classifyErrorCode(r.ErrorCode), true
	}
	if r.FinishReason == genai.FinishReasonStop || r.Interrupted || hasParts(r.Content) ||
		(r.Partial && r.Content != nil) {
		return 0, false
	}
	return Unknown, true
}

// classifyErrorCode reads an ADK ErrorCode that came without a finish
// reason: a prompt block reason, or not one we know.
func classifyErrorCode(code string) ErrorClass {
	if c, ok := ClassifyBlockReason(genai.BlockedReason(code)); ok && c == PromptBlocked {
		return PromptBlocked
	}
	return Unknown
}

// ClassifyGenerateContent classifies a google.golang.org/genai response, for
// code that calls genai directly. It follows the rules of
// [ClassifyResponse], reading the first candidate (as ADK does): its finish
// reason wins; otherwise PromptFeedback.BlockReason decides; otherwise a
// candidate with content is healthy (a streaming chunk included), a
// candidate that ended with STOP is healthy, and anything else, including a
// response with no candidates, is [Unknown]. A nil response is [Unknown].
func ClassifyGenerateContent(r *genai.GenerateContentResponse) (class ErrorClass, failed bool) {
	if r == nil {
		return Unknown, true
	}
	var cand *genai.Candidate
	if len(r.Candidates) > 0 {
		cand = r.Candidates[0]
	}
	if cand != nil {
		if c, ok := ClassifyFinishReason(cand.FinishReason); ok {
			return c, true
		}
	}
	if r.PromptFeedback != nil {
		if c, ok := ClassifyBlockReason(r.PromptFeedback.BlockReason); ok {
			return c, true
		}
	}
	if cand != nil && (cand.FinishReason == genai.FinishReasonStop || hasParts(cand.Content)) {
		return 0, false
	}
	return Unknown, true
}

func hasParts(c *genai.Content) bool { return c != nil && len(c.Parts) > 0 }
