// Package flag holds typed checks of SDK error types in the form the SDK
// never returns.
package flag

import (
	"errors"
	"log"
	"time"

	openai "github.com/sashabaranov/go-openai"
	"google.golang.org/genai"
)

// retryAfter backs off on quota errors: the pointer target never matches
// the APIError value genai returns, so it never backs off.
func retryAfter(err error) time.Duration {
	var apiErr *genai.APIError
	if errors.As(err, &apiErr) && apiErr.Code == 429 { // want `errors.As for \*genai.APIError never matches: genai.APIError is returned as a value`
		return 30 * time.Second
	}
	return 0
}

func isAuth(err error) bool {
	if e, ok := errors.AsType[*genai.APIError](err); ok { // want `errors.AsType\[\*genai.APIError\] never matches`
		return e.Code == 401 || e.Code == 403
	}
	return false
}

func status(err error) int {
	if e, ok := err.(*genai.APIError); ok { // want `type assertion to \*genai.APIError never matches`
		return e.Code
	}
	return 0
}

func describe(err error) string {
	switch e := err.(type) {
	case *genai.APIError: // want `case \*genai.APIError never matches: genai.APIError is returned as a value`
		return e.Status
	case interface{ Timeout() bool }:
		return "timeout"
	}
	return "unknown"
}

// logged compares the pointer with nil: the fix would not compile, so
// none is offered.
func logged(err error) {
	var apiErr *genai.APIError
	if errors.As(err, &apiErr) && apiErr != nil { // want `errors.As for \*genai.APIError never matches`
		log.Printf("genai: %d %s", apiErr.Code, apiErr.Message)
	}
}

// requestFailed uses a value target for a type go-openai returns by
// pointer: errors.As panics on it.
func requestFailed(err error) int {
	var reqErr openai.RequestError
	if errors.As(err, &reqErr) { // want `errors.As for openai.RequestError never matches: openai.RequestError is returned as a pointer`
		return reqErr.HTTPStatusCode
	}
	return 0
}

// inClosure checks inside a closure of the function.
func inClosure() func(error) bool {
	return func(err error) bool {
		return err.(*genai.APIError).Code == 404 // want `type assertion to \*genai.APIError never matches`
	}
}
