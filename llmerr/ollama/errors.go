package ollamaerr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/ollama/ollama/api"
)

func init() { llmerr.Register(Classifier{}) }

// Classifier recognises the errors Ollama's client returns: api.StatusError
// (an error response, or an error line in a stream) and
// api.AuthorizationError (a 401 from a server that wants a signed-in
// client). The package registers it with [llmerr.Register] when it is
// imported.
type Classifier struct{}

// ClassifyError classifies one node of an error tree; see
// [llmerr.Classifier]. Both types are decided by their StatusCode, as
// [llmerr.ClassifyHTTPStatus] maps it; an AuthorizationError is
// [llmerr.Auth] whatever its code says, and a StatusError whose code is
// no HTTP error code is [llmerr.Unknown]. The client returns both as
// values, the form matched here. ok is false for any other error.
func (Classifier) ClassifyError(err error) (class llmerr.ErrorClass, ok bool) {
	switch e := err.(type) {
	case api.StatusError:
		return classifyStatus(e.StatusCode), true
	case api.AuthorizationError:
		return llmerr.Auth, true
	}
	return 0, false
}

// ErrorStatus reports the HTTP code and status line of either error type,
// for [llmerr.FailureOf].
func (Classifier) ErrorStatus(err error) (httpCode int, status string) {
	switch e := err.(type) {
	case api.StatusError:
		return e.StatusCode, e.Status
	case api.AuthorizationError:
		return e.StatusCode, e.Status
	}
	return 0, ""
}

func classifyStatus(code int) llmerr.ErrorClass {
	if code >= 400 && code < 600 {
		return llmerr.ClassifyHTTPStatus(code)
	}
	return llmerr.Unknown
}
