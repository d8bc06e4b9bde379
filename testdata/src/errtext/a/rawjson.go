package a

import (
	"errors"
	"net/http"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

// The raw JSON body of an SDK error holds its message: searching it is
// searching the text.
func tooLong(err error) bool {
	var apiErr *anthropic.Error
	if errors.As(err, &apiErr) && apiErr.StatusCode == http.StatusBadRequest {
		return strings.Contains(apiErr.RawJSON(), "prompt is too long") // want `error apiErr is classified by its message text with strings\.Contains`
	}
	return false
}

// Logging it is not classifying.
func logged(err error, logf func(string, ...any)) {
	var apiErr *anthropic.Error
	if errors.As(err, &apiErr) {
		logf("anthropic error body: %s", apiErr.RawJSON())
	}
}
