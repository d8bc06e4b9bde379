// Package target allocates errors.As targets as pointers to genai.APIError:
// such a target is no error that a check could meet, so it silences
// nothing, and a **genai.APIError target never matches.
package target

import (
	"errors"
	"log"

	"google.golang.org/genai"
)

// quota allocates its target: &apiErr is a **genai.APIError.
func quota(err error) bool {
	apiErr := &genai.APIError{}
	if errors.As(err, &apiErr) { // want `errors.As for \*genai.APIError never matches: genai.APIError is returned as a value`
		return apiErr.Code == 429
	}
	return false
}

// status passes the allocated pointer itself: a *genai.APIError target
// matches genai's values.
func status(err error) int {
	apiErr := &genai.APIError{}
	if errors.As(err, apiErr) {
		return apiErr.Code
	}
	return 0
}

// logged builds one only to log it.
func logged() {
	log.Print(&genai.APIError{Code: 500})
}

// retryable is another function: the targets and the logged value above
// build no error it could meet.
func retryable(err error) bool {
	var apiErr *genai.APIError
	return errors.As(err, &apiErr) && apiErr.Code >= 500 // want `errors.As for \*genai.APIError never matches`
}
