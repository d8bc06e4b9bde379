package fantasyerr

import (
	"charm.land/fantasy"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

func init() { llmerr.Register(Classifier{}) }

// Classifier recognises fantasy's *ProviderError and *NoObjectGeneratedError.
// The package registers it with [llmerr.Register] when it is imported.
type Classifier struct{}

// ClassifyError classifies one node of an error tree; see
// [llmerr.Classifier]. ok is false for any other error, for a nil pointer,
// and for a ProviderError that says nothing of its own (no status, no
// flag: fantasy's wrapper of a transport failure), so that the walk reads
// its Cause (an unexpected EOF, a reset connection) instead.
func (Classifier) ClassifyError(err error) (llmerr.ErrorClass, bool) {
	switch e := err.(type) {
	case *fantasy.ProviderError:
		return ClassifyProviderError(e)
	case *fantasy.NoObjectGeneratedError:
		if e == nil {
			return 0, false
		}
		if class, failed := ClassifyFinishReason(e.FinishReason); failed && class != llmerr.Unknown {
			return class, true // cut off or blocked before the object was whole
		}
		return llmerr.ToolProtocol, true
	}
	return 0, false
}

// ErrorStatus reports the HTTP code of a ProviderError, for
// [llmerr.FailureOf]. fantasy keeps no status name.
func (Classifier) ErrorStatus(err error) (httpCode int, status string) {
	if e, ok := err.(*fantasy.ProviderError); ok && e != nil {
		return e.StatusCode, ""
	}
	return 0, ""
}

// ClassifyProviderError maps a *fantasy.ProviderError to a class, from the
// fields its provider set:
//
//   - AuthError (a credential the provider says a refresh may fix) is
//     [llmerr.Auth].
//   - ContextTooLargeErr, or the token counts of a context-length error,
//     is [llmerr.BadRequest]: the prompt is too long for the model, and no
//     output came back, so it is not Truncated.
//   - TransientError (a mid-stream error event whose type the provider
//     deems temporary: server_error, overloaded_error, ...) is
//     [llmerr.Server].
//   - Otherwise an HTTP error status (400 to 599) decides, as
//     [llmerr.ClassifyHTTPStatus] maps it.
//
// ok is false for nil and for an error with none of these, whose Cause
// then decides.
func ClassifyProviderError(e *fantasy.ProviderError) (class llmerr.ErrorClass, ok bool) {
	switch {
	case e == nil:
		return 0, false
	case e.AuthError:
		return llmerr.Auth, true
	case e.ContextTooLargeErr || e.ContextMaxTokens > 0 || e.ContextUsedTokens > 0:
		return llmerr.BadRequest, true
	case e.TransientError:
		return llmerr.Server, true
	case e.StatusCode >= 400 && e.StatusCode < 600:
		return llmerr.ClassifyHTTPStatus(e.StatusCode), true
	}
	return 0, false
}
