package goopenaierr

import "github.com/llmerrlint/llmerrlint/llmerr"

// sharpeningCode lists the error codes that say more than the HTTP status
// they come with, so they decide even when the status is known. The
// decisions are the same as for openai-go/v3 (package openaierr): it is the
// same API.
func sharpeningCode(code string) (llmerr.ErrorClass, bool) {
	switch code {
	case "content_filter", "invalid_prompt":
		// Azure OpenAI answers a prompt its filter rejects with a 400
		// content_filter, OpenAI a flagged prompt with a 400
		// invalid_prompt: policy, not a malformed request.
		return llmerr.PromptBlocked, true
	case "context_length_exceeded":
		// A 400: the prompt does not fit the model's window. The request
		// must change; no output came back, so not Truncated.
		return llmerr.BadRequest, true
	case "insufficient_quota":
		// A 429 for an exhausted plan or credit: a quota refusal, counted
		// with the rate limits on the provider dashboard.
		return llmerr.RateLimited, true
	}
	return 0, false
}

// ClassifyErrorCode maps an OpenAI error code or type string (the Code and
// Type of *openai.APIError) to a class. ok is false for "" and for values
// not listed here:
//
//   - content_filter and invalid_prompt are [llmerr.PromptBlocked].
//   - context_length_exceeded and invalid_request_error are
//     [llmerr.BadRequest].
//   - rate_limit_exceeded, insufficient_quota and the rate-limit types
//     tokens and requests are [llmerr.RateLimited].
//   - server_error is [llmerr.Server].
//   - invalid_api_key is [llmerr.Auth]; model_not_found is
//     [llmerr.NotFound].
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
