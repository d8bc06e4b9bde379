package llmerr

import (
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// Channel says how a failure arrived.
type Channel uint8

// Channels. The zero Channel means no failure.
const (
	// ChannelThrown: the model call returned a Go error.
	ChannelThrown Channel = iota + 1
	// ChannelInBand: the call succeeded, but the response carries the bad
	// news (a finish reason, a block reason, an error code, no content).
	ChannelInBand
)

// String returns "thrown", "in_band", or "none" for the zero Channel; the
// names suit metric labels.
func (c Channel) String() string {
	switch c {
	case ChannelThrown:
		return "thrown"
	case ChannelInBand:
		return "in_band"
	}
	return "none"
}

// Failure is a classified failure with what is needed to log it. Keep Raw:
// the class is for policy and dashboards, the raw text is for the human
// who reads the log, and classes never come from it.
type Failure struct {
	Class   ErrorClass
	Channel Channel
	// Raw is the error's text (thrown) or the response's error, finish or
	// block message (in-band). It may be empty: the Gemini API sends no
	// finish message, and a truncation has no error message.
	Raw string
	// HTTPCode and Status come from the genai.APIError that decided a
	// thrown failure, if one did, or from the provider error that did
	// (see [StatusReporter]).
	HTTPCode int
	Status   string
	// Reason is the finish reason, ADK error code or prompt block reason
	// that decided an in-band failure; empty when none did (an empty
	// response).
	Reason string
	// CutOff reports a thrown error that ended a stream after content had
	// reached the caller: errors.Is(err, [ErrCutOff]) held.
	CutOff bool
}

// Rule returns the handling rule of the failure's class.
func (f Failure) Rule() Rule { return RuleFor(f.Class) }

// FailureOf classifies err like [Classify] and keeps its details. ok is
// false when err is nil or is not a failure (a caller's cancellation).
// Raw is err.Error(), or empty if that method panics. When a Check
// function's error decides ([CheckGenerateContent] and the like), the
// Failure is the one it carries, on [ChannelInBand], with the response's
// reason and raw message.
func FailureOf(err error) (f Failure, ok bool) {
	if err == nil {
		return Failure{}, false
	}
	var m match
	m.classify(err)
	class := m.result()
	if !class.IsFailure() {
		return Failure{}, false
	}
	if m.inBand != nil {
		f = m.inBand.f
		f.CutOff = m.cutOff
		return f, true
	}
	f = Failure{Class: class, Channel: ChannelThrown, Raw: errorText(err), CutOff: m.cutOff}
	if m.rank == rankAPI || m.rank == rankAPIUnknown {
		f.HTTPCode, f.Status = m.apiCode, m.apiStatus
	}
	return f, true
}

// errorText is err.Error(), or "" when that panics (a typed nil pointer).
func errorText(err error) (s string) {
	defer func() {
		if recover() != nil {
			s = ""
		}
	}()
	return err.Error()
}

// ResponseFailure classifies r like [ClassifyResponse] and keeps its
// details. ok is false for a healthy response.
func ResponseFailure(r *model.LLMResponse) (f Failure, ok bool) {
	v := verdictOfResponse(r)
	if v.class == 0 {
		return Failure{}, false
	}
	f = Failure{Class: v.class, Channel: ChannelInBand}
	if r == nil {
		return f, true
	}
	f.Raw = r.ErrorMessage
	switch v.from {
	case sourceFinish:
		f.Reason = string(r.FinishReason)
	case sourceErrorCode:
		f.Reason = r.ErrorCode
	}
	return f, true
}

// GenerateContentFailure classifies r like [ClassifyGenerateContent] and
// keeps its details: Raw is the first candidate's FinishMessage or the
// prompt feedback's BlockReasonMessage, whichever decided. ok is false for
// a healthy response.
func GenerateContentFailure(r *genai.GenerateContentResponse) (f Failure, ok bool) {
	v := verdictOfGenerateContent(r)
	if v.class == 0 {
		return Failure{}, false
	}
	f = Failure{Class: v.class, Channel: ChannelInBand}
	switch v.from {
	case sourceFinish:
		c := r.Candidates[0]
		f.Reason, f.Raw = string(c.FinishReason), c.FinishMessage
	case sourceBlock:
		f.Reason, f.Raw = string(r.PromptFeedback.BlockReason), r.PromptFeedback.BlockReasonMessage
	}
	return f, true
}
