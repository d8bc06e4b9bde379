package compatoaierr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/openai/openai-go"
)

func init() { llmerr.Register(Classifier{}) }

// Classifier recognises *openai.Error of openai-go v1. The package
// registers it with [llmerr.Register] when it is imported.
type Classifier struct{}

// ClassifyError classifies one node of an error tree; see
// [llmerr.Classifier]. A sharpening Code decides first (content_filter and
// invalid_prompt are [llmerr.PromptBlocked], context_length_exceeded
// [llmerr.BadRequest], insufficient_quota [llmerr.RateLimited]); then the
// HTTP StatusCode, as [llmerr.ClassifyHTTPStatus] maps it; without an HTTP
// error code, the Code, then the Type, with [ClassifyErrorCode]; failing
// all three, [llmerr.Unknown]. ok is false for any other error and for a
// nil *openai.Error.
func (Classifier) ClassifyError(err error) (class llmerr.ErrorClass, ok bool) {
	e, isErr := err.(*openai.Error)
	if !isErr || e == nil {
		return 0, false
	}
	if c, ok := sharpeningCode(e.Code); ok {
		return c, true
	}
	if e.StatusCode >= 400 && e.StatusCode < 600 {
		return llmerr.ClassifyHTTPStatus(e.StatusCode), true
	}
	if c, ok := ClassifyErrorCode(e.Code); ok {
		return c, true
	}
	if c, ok := ClassifyErrorCode(e.Type); ok {
		return c, true
	}
	return llmerr.Unknown, true
}

// ErrorStatus reports the HTTP code and the Code (or, without one, the
// Type) of an *openai.Error, for [llmerr.FailureOf].
func (Classifier) ErrorStatus(err error) (httpCode int, status string) {
	if e, ok := err.(*openai.Error); ok && e != nil {
		if e.Code != "" {
			return e.StatusCode, e.Code
		}
		return e.StatusCode, e.Type
	}
	return 0, ""
}

// sharpeningCode lists the error codes that say more than the HTTP status
// they come with; the decisions are those of openai-go/v3's classifier.
func sharpeningCode(code string) (llmerr.ErrorClass, bool) {
	switch code {
	case "content_filter", "invalid_prompt":
		return llmerr.PromptBlocked, true
	case "context_length_exceeded":
		return llmerr.BadRequest, true
	case "insufficient_quota":
		return llmerr.RateLimited, true
	}
	return 0, false
}

// ClassifyErrorCode maps an OpenAI error code or type string to a class,
// as for go-openai and openai-go/v3: content_filter and invalid_prompt are
// [llmerr.PromptBlocked]; context_length_exceeded and invalid_request_error
// [llmerr.BadRequest]; rate_limit_exceeded, insufficient_quota, tokens and
// requests [llmerr.RateLimited]; server_error [llmerr.Server];
// invalid_api_key [llmerr.Auth]; model_not_found [llmerr.NotFound]. ok is
// false for "" and any other value.
func ClassifyErrorCode(code string) (class llmerr.ErrorClass, ok bool) {
	if c, ok := sharpeningCode(code); ok {
		return c, true
	}
	switch code {
	case "invalid_request_error":
		return llmerr.BadRequest, true
	case "rate_limit_exceeded", "tokens", "requests":
		return llmerr.RateLimited, true
	case "server_error":
		return llmerr.Server, true
	case "invalid_api_key":
		return llmerr.Auth, true
	case "model_not_found":
		return llmerr.NotFound, true
	}
	return 0, false
}
