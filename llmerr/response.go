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
//     it ended. STOP is healthy when the response has content; a final STOP
//     with no content, or only empty parts, is an empty answer: [Unknown].
//     Any other reason is classified by [ClassifyFinishReason]. So a SAFETY
//     stop with no text, which also carries ErrorCode SAFETY, is
//     [OutputBlocked], not [PromptBlocked]. FINISH_REASON_UNSPECIFIED
//     counts as no finish reason.
//  2. With no finish reason, an ErrorCode means no candidate came back: a
//     real block reason (see [ClassifyBlockReason]) is [PromptBlocked];
//     anything else (the UNKNOWN_ERROR sentinel of ADK before v1.4.0,
//     BLOCKED_REASON_UNSPECIFIED, FINISH_REASON_UNSPECIFIED, a finish
//     reason put there by a custom model, an unrecognised code) is
//     [Unknown].
//  3. With neither, a response that has something is healthy: content
//     with a non-empty part, a streaming partial chunk with content (ADK sends
//     metadata-only chunks with empty content), or a live-mode signal (an
//     interruption, a turn-complete marker, a transcription, a session
//     resumption handle).
//  4. Anything else, such as an empty response or a final response with no
//     parts or only empty ones, is [Unknown]: empty content is not success.
//
// A part is empty when it carries no text and no data, call, result or
// transcription: a thought signature or metadata alone is not an answer.
//
// A nil response is [Unknown]. ClassifyResponse does not allocate.
func ClassifyResponse(r *model.LLMResponse) (class ErrorClass, failed bool) {
	v := verdictOfResponse(r)
	return v.class, v.class != 0
}

// source says which field decided an in-band verdict, for Failure.
type source uint8

const (
	sourceNone source = iota
	sourceFinish
	sourceErrorCode
	sourceBlock
)

type verdict struct {
	class ErrorClass
	from  source
}

func verdictOfResponse(r *model.LLMResponse) verdict {
	if r == nil {
		return verdict{class: Unknown}
	}
	if r.FinishReason == genai.FinishReasonStop {
		return stopVerdict(r)
	}
	if c, ok := ClassifyFinishReason(r.FinishReason); ok {
		return verdict{c, sourceFinish}
	}
	if r.ErrorCode != "" {
		return verdict{classifyErrorCode(r.ErrorCode), sourceErrorCode}
	}
	if hasContent(r.Content) || (r.Partial && r.Content != nil) || isLiveSignal(r) {
		return verdict{}
	}
	return verdict{class: Unknown}
}

// stopVerdict judges a STOP. A final STOP with nothing in it is an empty
// answer, which Gemini does send: the user would get nothing, so it is
// [Unknown], not success. A partial chunk is never judged empty (the
// stream's last chunk is often a STOP with one empty part, and the
// aggregated response decides), nor is a live-mode turn end, whose content
// came in earlier messages.
func stopVerdict(r *model.LLMResponse) verdict {
	if r.Partial || hasContent(r.Content) || isLiveSignal(r) {
		return verdict{}
	}
	return verdict{class: Unknown}
}

// isLiveSignal reports a live (bidi) control message: ADK's live connection
// sends these without content, and they are not failures.
func isLiveSignal(r *model.LLMResponse) bool {
	return r.Interrupted || r.TurnComplete || r.InputTranscription != nil ||
		r.OutputTranscription != nil || r.SessionResumptionHandle != ""
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
// [ClassifyResponse], reading the first candidate (as ADK does):
//
//  1. Its finish reason wins: STOP is healthy, any other reason is
//     classified by [ClassifyFinishReason]. FINISH_REASON_UNSPECIFIED
//     counts as no finish reason.
//  2. Otherwise a PromptFeedback with a BlockReason decides (see
//     [ClassifyBlockReason]): a real reason is [PromptBlocked],
//     BLOCKED_REASON_UNSPECIFIED or an unrecognised one [Unknown].
//  3. Otherwise a candidate with content parts is healthy: a streaming
//     chunk has no finish reason until the last one.
//  4. Anything else, including a response with no candidates, is
//     [Unknown].
//
// In a stream, classify each chunk that carries a candidate or prompt
// feedback, and make sure one carried a finish reason. A chunk with neither
// (Vertex AI sends usage-only chunks) is [Unknown] taken alone: from one
// response the classifier cannot tell such a chunk from an empty answer.
//
// A nil response is [Unknown]. ClassifyGenerateContent does not allocate.
func ClassifyGenerateContent(r *genai.GenerateContentResponse) (class ErrorClass, failed bool) {
	v := verdictOfGenerateContent(r)
	return v.class, v.class != 0
}

func verdictOfGenerateContent(r *genai.GenerateContentResponse) verdict {
	if r == nil {
		return verdict{class: Unknown}
	}
	var cand *genai.Candidate
	if len(r.Candidates) > 0 {
		cand = r.Candidates[0]
	}
	if cand != nil {
		if cand.FinishReason == genai.FinishReasonStop {
			return verdict{}
		}
		if c, ok := ClassifyFinishReason(cand.FinishReason); ok {
			return verdict{c, sourceFinish}
		}
	}
	if r.PromptFeedback != nil {
		if c, ok := ClassifyBlockReason(r.PromptFeedback.BlockReason); ok {
			return verdict{c, sourceBlock}
		}
	}
	if cand != nil && hasParts(cand.Content) {
		return verdict{}
	}
	return verdict{class: Unknown}
}

func hasParts(c *genai.Content) bool { return c != nil && len(c.Parts) > 0 }

// hasContent reports whether c has a part with something in it.
func hasContent(c *genai.Content) bool {
	if c == nil {
		return false
	}
	for _, p := range c.Parts {
		if !emptyPart(p) {
			return true
		}
	}
	return false
}

// emptyPart reports a part with no payload. Thought, ThoughtSignature,
// VideoMetadata, MediaResolution, MediaProcessing, SpeechMetadata and
// PartMetadata describe a payload; alone they are not one.
func emptyPart(p *genai.Part) bool {
	return p == nil || p.Text == "" && p.InlineData == nil && p.FileData == nil &&
		p.FunctionCall == nil && p.FunctionResponse == nil && p.ExecutableCode == nil &&
		p.CodeExecutionResult == nil && p.ToolCall == nil && p.ToolResponse == nil &&
		p.AudioTranscription == nil
}
