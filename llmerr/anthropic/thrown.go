package anthropicerr

import (
	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

// Classifier recognises *anthropic.Error, which anthropic-sdk-go/v2
// returns for an HTTP error response (after its own retries) and for an
// error event in the middle of a stream. The package registers it with
// [llmerr.Register] when it is imported.
type Classifier struct{}

func init() { llmerr.Register(Classifier{}) }

// ClassifyError classifies one node of an error tree; see
// [llmerr.Classifier]. For an *anthropic.Error, the HTTP StatusCode decides
// when [llmerr.ClassifyHTTPStatus] knows it (529 overloaded, like every
// 5xx, is [llmerr.Server]); otherwise the error type decides (see
// [ClassifyErrorType]). That covers a mid-stream error event, which the
// SDK builds from the stream's 200 response, and a 402 billing_error.
// An error neither explains is [llmerr.Unknown].
func (Classifier) ClassifyError(err error) (llmerr.ErrorClass, bool) {
	e, ok := err.(*anthropic.Error)
	if !ok || e == nil {
		return 0, false
	}
	if c := llmerr.ClassifyHTTPStatus(e.StatusCode); c != llmerr.Unknown {
		return c, true
	}
	if c, ok := ClassifyErrorType(e.Type()); ok {
		return c, true
	}
	return llmerr.Unknown, true
}

// ErrorStatus reports the HTTP code and the error type of an
// *anthropic.Error, for [llmerr.FailureOf].
func (Classifier) ErrorStatus(err error) (int, string) {
	if e, ok := err.(*anthropic.Error); ok && e != nil {
		return e.StatusCode, string(e.Type())
	}
	return 0, ""
}

// ClassifyErrorType maps an Anthropic error type (error.type of an error
// response or stream event) to a class, consistently with the HTTP status
// each type comes with. ok is false for "" and for types not listed here:
//
//   - invalid_request_error, memory_precondition_failed_error and
//     memory_path_conflict_error are [llmerr.BadRequest].
//   - authentication_error and permission_error are [llmerr.Auth];
//     not_found_error is [llmerr.NotFound].
//   - rate_limit_error is [llmerr.RateLimited]. So is billing_error (402):
//     a spend limit or an unpaid plan is a quota refusal, like OpenAI's
//     insufficient_quota, and belongs on the same dashboard.
//   - api_error, overloaded_error (529) and conflict_error (409) are
//     [llmerr.Server]; timeout_error is [llmerr.Timeout] (with its 504 the
//     status decides first: [llmerr.Server], as for any 5xx).
func ClassifyErrorType(t anthropic.ErrorType) (c llmerr.ErrorClass, ok bool) {
	switch t {
	case anthropic.ErrorTypeInvalidRequestError, "memory_precondition_failed_error", "memory_path_conflict_error":
		return llmerr.BadRequest, true
	case anthropic.ErrorTypeAuthenticationError, anthropic.ErrorTypePermissionError:
		return llmerr.Auth, true
	case anthropic.ErrorTypeNotFoundError:
		return llmerr.NotFound, true
	case anthropic.ErrorTypeRateLimitError, anthropic.ErrorTypeBillingError:
		return llmerr.RateLimited, true
	case anthropic.ErrorTypeAPIError, anthropic.ErrorTypeOverloadedError, "conflict_error":
		return llmerr.Server, true
	case anthropic.ErrorTypeTimeoutError:
		return llmerr.Timeout, true
	}
	return 0, false
}
