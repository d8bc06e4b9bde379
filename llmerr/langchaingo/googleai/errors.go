package googleaierr

import (
	"github.com/google/generative-ai-go/genai"
	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/api/googleapi"
)

func init() { llmerr.Register(Classifier{}) }

// Classifier recognises *genai.BlockedError of generative-ai-go and
// *googleapi.Error. The package registers it with [llmerr.Register] when
// it is imported.
type Classifier struct{}

// ClassifyError classifies one node of an error tree; see
// [llmerr.Classifier] and the package documentation. A BlockedError with
// neither a candidate nor prompt feedback, and a googleapi.Error whose Code
// is not an HTTP error code, are [llmerr.Unknown]. ok is false for any
// other error and for nil pointers.
func (Classifier) ClassifyError(err error) (class llmerr.ErrorClass, ok bool) {
	switch e := err.(type) {
	case *genai.BlockedError:
		if e == nil {
			return 0, false
		}
		switch {
		case e.PromptFeedback != nil:
			return llmerr.PromptBlocked, true
		case e.Candidate != nil:
			return llmerr.OutputBlocked, true
		}
		return llmerr.Unknown, true
	case *googleapi.Error:
		if e == nil {
			return 0, false
		}
		if e.Code >= 400 && e.Code < 600 {
			return llmerr.ClassifyHTTPStatus(e.Code), true
		}
		return llmerr.Unknown, true
	}
	return 0, false
}

// ErrorStatus reports the HTTP code of a *googleapi.Error, for
// [llmerr.FailureOf].
func (Classifier) ErrorStatus(err error) (httpCode int, status string) {
	if e, ok := err.(*googleapi.Error); ok && e != nil {
		return e.Code, ""
	}
	return 0, ""
}
