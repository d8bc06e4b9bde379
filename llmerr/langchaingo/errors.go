package langchaingoerr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/tmc/langchaingo/llms"
)

func init() { llmerr.Register(Classifier{}) }

// Classifier recognises langchaingo's typed error, *llms.Error. The package
// registers it with [llmerr.Register] when it is imported, so
// [llmerr.Classify] and everything built on it see its classes.
type Classifier struct{}

// ClassifyError classifies one node of an error tree; see
// [llmerr.Classifier]. An *llms.Error is classified by its Code with
// [ClassifyErrorCode]; a code not listed there is [llmerr.Unknown]. ok is
// false for any other error (untyped provider errors among them) and for a
// nil *llms.Error.
func (Classifier) ClassifyError(err error) (class llmerr.ErrorClass, ok bool) {
	e, isLLMErr := err.(*llms.Error)
	if !isLLMErr || e == nil {
		return 0, false
	}
	if c, known := ClassifyErrorCode(e.Code); known {
		return c, true
	}
	return llmerr.Unknown, true
}

// ErrorStatus reports the Code of an *llms.Error, for [llmerr.FailureOf].
// langchaingo keeps no HTTP code.
func (Classifier) ErrorStatus(err error) (httpCode int, status string) {
	if e, ok := err.(*llms.Error); ok && e != nil {
		return 0, string(e.Code)
	}
	return 0, ""
}

// ClassifyErrorCode maps langchaingo's standardized error codes
// (llms.ErrorCode, v0.1.14) to a class. ok is false for ErrCodeUnknown and
// for codes not listed here:
//
//   - ErrCodeAuthentication is [llmerr.Auth].
//   - ErrCodeRateLimit and ErrCodeQuotaExceeded are [llmerr.RateLimited]:
//     a spent quota is a quota refusal too, as insufficient_quota is for
//     OpenAI.
//   - ErrCodeInvalidRequest, ErrCodeTokenLimit (the prompt does not fit
//     the context window: no output came back, so not Truncated) and
//     ErrCodeNotImplemented (the provider lacks the feature asked for) are
//     [llmerr.BadRequest]: the request must change.
//   - ErrCodeResourceNotFound is [llmerr.NotFound].
//   - ErrCodeTimeout is [llmerr.Timeout].
//   - ErrCodeProviderUnavailable is [llmerr.Server].
//   - ErrCodeContentFilter is [llmerr.PromptBlocked]: a thrown error means
//     the provider refused the request, as a 400 content_filter does; a
//     filtered output comes back in-band, as a stop reason.
//   - ErrCodeCanceled returns the zero class with ok true: the caller gave
//     up, which is not a failure to retry, count or page.
func ClassifyErrorCode(code llms.ErrorCode) (class llmerr.ErrorClass, ok bool) {
	switch code {
	case llms.ErrCodeAuthentication:
		return llmerr.Auth, true
	case llms.ErrCodeRateLimit, llms.ErrCodeQuotaExceeded:
		return llmerr.RateLimited, true
	case llms.ErrCodeInvalidRequest, llms.ErrCodeTokenLimit, llms.ErrCodeNotImplemented:
		return llmerr.BadRequest, true
	case llms.ErrCodeResourceNotFound:
		return llmerr.NotFound, true
	case llms.ErrCodeTimeout:
		return llmerr.Timeout, true
	case llms.ErrCodeProviderUnavailable:
		return llmerr.Server, true
	case llms.ErrCodeContentFilter:
		return llmerr.PromptBlocked, true
	case llms.ErrCodeCanceled:
		return 0, true
	}
	return 0, false
}
