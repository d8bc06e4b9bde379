// This file holds the Check functions: an in-band failure turned into the
// error that Go code returns.
package llmerr

import (
	"errors"

	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// ErrInBand is matched, through errors.Is, by every error a Check function
// returns ([CheckGenerateContent], [CheckResponse], and those of the
// provider packages): the call succeeded, and its response carries the bad
// news. [Classify] gives the error's class and [FailureOf] its [Failure].
//
// There is one sentinel for the channel and none per class or action, on
// purpose. The class is the one key of the handling rule ([RuleFor]), read
// with Classify like a thrown error's, so one switch serves both channels
// and the classswitch analyzer checks it covers every class; a sentinel per
// class would be a second, unchecked way to ask the same question. The
// action depends on the configuration ([Config.Actions]), which an error
// cannot know.
var ErrInBand = errors.New("llmerr: the model's response reports a failure")

// inBandError carries an in-band failure as an error. Its text is the
// class, the reason and the raw message, for the log; nothing reads it back.
type inBandError struct{ f Failure }

func (e *inBandError) Error() string {
	s := "llmerr: model response failed: " + e.f.Class.String()
	if e.f.Reason != "" {
		s += " (" + e.f.Reason + ")"
	}
	if e.f.Raw != "" {
		s += ": " + e.f.Raw
	}
	return s
}

// Is makes errors.Is(err, [ErrInBand]) hold.
func (e *inBandError) Is(target error) bool { return target == ErrInBand }

// InBand returns an error that carries the in-band failure f, or nil when
// failed is false. Provider packages build their Check functions on it, as
// in InBand(GenerateContentFailure(r)); f's Channel is set to
// [ChannelInBand], and a class that is not a failure becomes [Unknown]
// (failed said something failed).
func InBand(f Failure, failed bool) error {
	if !failed {
		return nil
	}
	f.Channel = ChannelInBand
	if !f.Class.IsFailure() {
		f.Class = Unknown
	}
	return &inBandError{f}
}

// CheckGenerateContent returns nil for a healthy google.golang.org/genai
// response and, for an in-band failure, an error that carries it, so that
// code which returns errors can return this one:
//
//	resp, err := client.Models.GenerateContent(ctx, model, contents, nil)
//	if err != nil {
//		return "", err
//	}
//	if err := llmerr.CheckGenerateContent(resp); err != nil {
//		return "", err
//	}
//
// It judges like [ClassifyGenerateContent] and keeps what
// [GenerateContentFailure] keeps. The error matches [ErrInBand];
// [Classify] returns its class, [FailureOf] its [Failure] with the
// [ChannelInBand]. [Retry] never retries it, the metrics count it on the
// in-band channel, and the callbacks act on it as on the response.
//
// In a stream, check the last chunk that carries a candidate or prompt
// feedback: a usage-only chunk (Vertex AI sends one at the end) has
// neither and is [Unknown] taken alone.
func CheckGenerateContent(r *genai.GenerateContentResponse) error {
	return InBand(GenerateContentFailure(r))
}

// CheckResponse returns nil for a healthy ADK Go model response and, for an
// in-band failure, an error that carries it. It judges like
// [ClassifyResponse] and keeps what [ResponseFailure] keeps; the error is
// read as [CheckGenerateContent]'s is. Check the final response of a
// stream (Partial false), or the aggregated one.
func CheckResponse(r *model.LLMResponse) error {
	return InBand(ResponseFailure(r))
}
