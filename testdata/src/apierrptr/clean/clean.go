// Package clean holds typed checks that match what the SDKs return.
package clean

import (
	"errors"

	openai "github.com/sashabaranov/go-openai"
	"google.golang.org/genai"
)

// isAPIError checks both forms, as genai's own helper does.
func isAPIError(err error) bool {
	var apiErr genai.APIError
	if errors.As(err, &apiErr) {
		return true
	}
	var apiErrPtr *genai.APIError
	return errors.As(err, &apiErrPtr)
}

// code switches over both forms, as llmerr's classifier does.
func code(err error) int {
	switch e := err.(type) {
	case genai.APIError:
		return e.Code
	case *genai.APIError:
		if e != nil {
			return e.Code
		}
	}
	return 0
}

func quota(err error) bool {
	var apiErr genai.APIError
	return errors.As(err, &apiErr) && apiErr.Code == 429
}

func status(err error) int {
	if e, ok := errors.AsType[genai.APIError](err); ok {
		return e.Code
	}
	return 0
}

func openaiStatus(err error) int {
	var apiErr *openai.APIError
	if errors.As(err, &apiErr) {
		return apiErr.HTTPStatusCode
	}
	if e, ok := errors.AsType[*openai.RequestError](err); ok {
		return e.HTTPStatusCode
	}
	return 0
}

// own is an error type of this package, not an SDK's.
type own struct{ code int }

func (o *own) Error() string { return "own" }

func ownCode(err error) int {
	var o *own
	if errors.As(err, &o) {
		return o.code
	}
	return 0
}
