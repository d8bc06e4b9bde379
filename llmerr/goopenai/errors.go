package goopenaierr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	openai "github.com/sashabaranov/go-openai"
)

func init() { llmerr.Register(Classifier{}) }

// Classifier recognises the errors go-openai returns: *openai.APIError (an
// error response with a JSON error object, or an error frame in the middle
// of a stream) and *openai.RequestError (an error response without one).
// The package registers it with [llmerr.Register] when it is imported, so
// [llmerr.Classify] and everything built on it (the ADK callbacks and
// plugin, [llmerr.Retry], the metrics) see its classes.
type Classifier struct{}

// ClassifyError classifies one node of an error tree; see
// [llmerr.Classifier]:
//
//   - *openai.APIError: a sharpening Code wins (content_filter and
//     invalid_prompt are [llmerr.PromptBlocked], context_length_exceeded
//     [llmerr.BadRequest], insufficient_quota [llmerr.RateLimited]);
//     otherwise HTTPStatusCode decides, as [llmerr.ClassifyHTTPStatus] maps
//     it. Without a status the error is a frame in a stream that began
//     with 200: an integer Code between 400 and 599 decides as an HTTP
//     code, then the Code, then the Type, is read with
//     [ClassifyErrorCode]; a frame that says nothing recognised is
//     [llmerr.Server], because the provider accepted the request and broke
//     the stream.
//   - *openai.RequestError: its HTTPStatusCode decides; a code that is not
//     an HTTP error code is [llmerr.Unknown].
//
// ok is false for any other error and for a nil pointer of either type.
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

// ErrorStatus reports the HTTP code and the string Code (or, without one,
// the Type) of an *openai.APIError, and the HTTP code of an
// *openai.RequestError, for [llmerr.FailureOf].
func (Classifier) ErrorStatus(err error) (httpCode int, status string) {
	switch e := err.(type) {
	case *openai.APIError:
		if e == nil {
			return 0, ""
		}
		if code, _ := e.Code.(string); code != "" {
			return e.HTTPStatusCode, code
		}
		return e.HTTPStatusCode, e.Type
	case *openai.RequestError:
		if e != nil {
			return e.HTTPStatusCode, ""
		}
	}
	return 0, ""
}

func classifyAPIError(e *openai.APIError) llmerr.ErrorClass {
	// Code is a string, an int (Azure sends numbers) or nil.
	code, _ := e.Code.(string)
	if c, ok := sharpeningCode(code); ok {
		return c
	}
	if e.HTTPStatusCode != 0 {
		return classifyStatus(e.HTTPStatusCode)
	}
	if n, isInt := e.Code.(int); isInt && isHTTPError(n) {
		return llmerr.ClassifyHTTPStatus(n)
	}
	if c, ok := ClassifyErrorCode(code); ok {
		return c
	}
	if c, ok := ClassifyErrorCode(e.Type); ok {
		return c
	}
	return llmerr.Server
}

func classifyStatus(code int) llmerr.ErrorClass {
	if isHTTPError(code) {
		return llmerr.ClassifyHTTPStatus(code)
	}
	return llmerr.Unknown
}

func isHTTPError(code int) bool { return code >= 400 && code < 600 }
