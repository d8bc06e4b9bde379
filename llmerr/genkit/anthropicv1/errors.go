package anthropicv1err

import (
	"github.com/anthropics/anthropic-sdk-go"
	"github.com/llmerrlint/llmerrlint/llmerr"
)

func init() { llmerr.Register(Classifier{}) }

// Classifier recognises *anthropic.Error of anthropic-sdk-go v1. The
// package registers it with [llmerr.Register] when it is imported.
type Classifier struct{}

// ClassifyError classifies one node of an error tree; see
// [llmerr.Classifier] and the package documentation. ok is false for any
// other error and for a nil *anthropic.Error.
func (Classifier) ClassifyError(err error) (class llmerr.ErrorClass, ok bool) {
	e, isErr := err.(*anthropic.Error)
	if !isErr || e == nil {
		return 0, false
	}
	if e.StatusCode >= 400 && e.StatusCode < 600 {
		return llmerr.ClassifyHTTPStatus(e.StatusCode), true
	}
	return llmerr.Unknown, true
}

// ErrorStatus reports the HTTP code of an *anthropic.Error, for
// [llmerr.FailureOf].
func (Classifier) ErrorStatus(err error) (httpCode int, status string) {
	if e, ok := err.(*anthropic.Error); ok && e != nil {
		return e.StatusCode, ""
	}
	return 0, ""
}
