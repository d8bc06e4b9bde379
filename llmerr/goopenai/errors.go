package goopenaierr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	openai "github.com/sashabaranov/go-openai"
)

func init() { llmerr.Register(Classifier{}) }

// Classifier is the [llmerr.Classifier] for go-openai's error types. The
// package's init registers it; it is exported for code that wires
// classifiers by hand.
type Classifier struct{}

// ClassifyError classifies one node of an error tree: an *openai.APIError
// or an *openai.RequestError. ok is false for any other error, and for a
// nil pointer of either type. It does not allocate and does not read
// message text.
func (Classifier) ClassifyError(err error) (class llmerr.ErrorClass, ok bool) {
	switch e := err.(type) {
	case *openai.APIError:
		if e == nil {
			return 0, false
		}
		return classifyAPIError(e), true
	case *openai.RequestError:
		if e == nil {
			return 0, false
		}
		return classifyStatus(e.HTTPStatusCode), true
	}
	return 0, false
}

func classifyAPIError(e *openai.APIError) llmerr.ErrorClass {
	code, _ := e.Code.(string)
	if code == "content_filter" && (e.HTTPStatusCode == 400 || e.HTTPStatusCode == 0) {
		// Azure OpenAI's prompt filter: the prompt was refused.
		return llmerr.PromptBlocked
	}
	if e.HTTPStatusCode != 0 {
		return classifyStatus(e.HTTPStatusCode)
	}
	// No status: an error frame in a stream that began with 200.
	if n, isInt := e.Code.(int); isInt && isHTTPError(n) {
		return llmerr.ClassifyHTTPStatus(n)
	}
	if c, known := classifyCode(code); known {
		return c
	}
	if c, known := classifyCode(e.Type); known {
		return c
	}
	return llmerr.Unknown
}

// classifyCode maps OpenAI's structured error codes and types.
func classifyCode(s string) (llmerr.ErrorClass, bool) {
	switch s {
	case "rate_limit_exceeded", "insufficient_quota":
		return llmerr.RateLimited, true
	case "context_length_exceeded", "invalid_request_error":
		return llmerr.BadRequest, true
	case "invalid_api_key":
		return llmerr.Auth, true
	case "model_not_found":
		return llmerr.NotFound, true
	case "server_error":
		return llmerr.Server, true
	}
	return 0, false
}

func classifyStatus(code int) llmerr.ErrorClass {
	if isHTTPError(code) {
		return llmerr.ClassifyHTTPStatus(code)
	}
	return llmerr.Unknown
}

func isHTTPError(code int) bool { return code >= 400 && code < 600 }
