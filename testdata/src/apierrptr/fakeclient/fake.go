// Package fakeclient builds genai.APIError as a pointer itself, as a fake
// client or a test does: its pointer checks may match its own errors.
package fakeclient

import (
	"errors"

	"google.golang.org/genai"
)

// Fake fails every call with a quota error.
type Fake struct{}

func (Fake) Generate() error {
	return &genai.APIError{Code: 429, Status: "RESOURCE_EXHAUSTED"}
}

func Quota(err error) bool {
	var apiErr *genai.APIError
	return errors.As(err, &apiErr) && apiErr.Code == 429
}
