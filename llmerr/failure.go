package llmerr

import (
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// Channel says how a failure arrived.
type Channel uint8

// Channels.
const (
	// ChannelThrown: the model call returned a Go error.
	ChannelThrown Channel = iota + 1
	// ChannelInBand: the call succeeded, but the response carries the bad
	// news (a finish reason, a block reason, an error code, no content).
	ChannelInBand
)

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
	// Raw is the error's text (thrown) or the response's error or finish
	// message (in-band). It may be empty.
	Raw string
	// HTTPCode and Status come from a genai.APIError, when one decided.
	HTTPCode int
	Status   string
	// Reason is the finish reason, block reason or ADK error code that
	// decided an in-band failure.
	Reason string
}

// Rule returns the handling rule of the failure's class.
func (f Failure) Rule() Rule { return RuleFor(f.Class) }

// FailureOf classifies err like [Classify] and keeps its details. ok is
// false when err is nil or is not a failure (a caller's cancellation).
func FailureOf(err error) (f Failure, ok bool) {
	if err == nil {
		return Failure{}, false
	}
	m := match{}
	m.walk(err, 0)
	class := Unknown
	if m.found {
		class = m.class
	}
	if !class.IsFailure() {
		return Failure{}, false
	}
	f = Failure{Class: class, Channel: ChannelThrown, Raw: err.Error()}
	if m.found && m.rank == rankAPI {
		f.HTTPCode, f.Status = m.apiCode, m.apiStatus
	}
	return f, true
}

// ResponseFailure classifies r like [ClassifyResponse] and keeps its
// details. ok is false for a healthy response.
func ResponseFailure(r *model.LLMResponse) (f Failure, ok bool) {
	class, failed := ClassifyResponse(r)
	if !failed {
		return Failure{}, false
	}
	f = Failure{Class: class, Channel: ChannelInBand}
	if r != nil {
		f.Raw = r.ErrorMessage
		f.Reason = r.ErrorCode
		if r.FinishReason != "" {
			f.Reason = string(r.FinishReason)
		}
	}
	return f, true
}

// GenerateContentFailure classifies r like [ClassifyGenerateContent] and
// keeps its details. ok is false for a healthy response.
func GenerateContentFailure(r *genai.GenerateContentResponse) (f Failure, ok bool) {
	class, failed := ClassifyGenerateContent(r)
	if !failed {
		return Failure{}, false
	}
	f = Failure{Class: class, Channel: ChannelInBand}
	if r == nil {
		return f, true
	}
	if len(r.Candidates) > 0 && r.Candidates[0] != nil && r.Candidates[0].FinishReason != "" {
		f.Reason, f.Raw = string(r.Candidates[0].FinishReason), r.Candidates[0].FinishMessage
	} else if r.PromptFeedback != nil {
		f.Reason, f.Raw = string(r.PromptFeedback.BlockReason), r.PromptFeedback.BlockReasonMessage
	}
	return f, true
}
