package openaierr

import "github.com/llmerrlint/llmerrlint/llmerr"

// sharpeningCode lists the error codes that say more than the HTTP status
// they come with, so they decide even when the status is known.
func sharpeningCode(code string) (llmerr.ErrorClass, bool) {
	switch code {
	case "content_filter", "invalid_prompt":
		// Azure OpenAI answers a prompt its filter rejects with a 400
		// content_filter, OpenAI a flagged prompt with a 400 invalid_prompt:
		// policy, not a malformed request.
		return llmerr.PromptBlocked, true
	case "context_length_exceeded":
		// A 400: the prompt does not fit the model's window. The request
		// must change, so BadRequest, not Truncated (no output came back).
		return llmerr.BadRequest, true
	case "insufficient_quota":
		// A 429 for an exhausted plan or credit. Kept RateLimited: it is a
		// quota refusal, it belongs on the provider dashboard next to rate
		// limits, and RATE_LIMITED already pages. Retrying it is wasted but
		// bounded by the retry budget.
		return llmerr.RateLimited, true
	}
	return 0, false
}

// ClassifyErrorCode maps an OpenAI error code or type string to a class:
// the Code and Type of *openai.Error, the "error" object of a stream error
// frame, and the Error.Code of a failed Responses API response
// (responses.ResponseErrorCode). ok is false for "" and for values not
// listed here:
//
//   - content_filter, invalid_prompt, bio_policy,
//     misalignment_policy_violation and image_content_policy_violation are
//     [llmerr.PromptBlocked]: policy refused the request and no output
//     came back.
//   - context_length_exceeded, invalid_request_error,
//     data_residency_mismatch, failed_to_download_image and the malformed
//     image codes (invalid_image, invalid_image_format,
//     invalid_base64_image, invalid_image_url, image_too_large,
//     image_too_small, image_parse_error, invalid_image_mode,
//     image_file_too_large, unsupported_image_media_type,
//     empty_image_file) are [llmerr.BadRequest].
//   - rate_limit_exceeded, insufficient_quota and the rate-limit types
//     tokens and requests are [llmerr.RateLimited].
//   - server_error is [llmerr.Server]; vector_store_timeout is
//     [llmerr.Timeout].
//   - invalid_api_key is [llmerr.Auth]; model_not_found and
//     image_file_not_found are [llmerr.NotFound].
func ClassifyErrorCode(code string) (c llmerr.ErrorClass, ok bool) {
	if c, ok := sharpeningCode(code); ok {
		return c, true
	}
	switch code {
	case "bio_policy", "misalignment_policy_violation", "image_content_policy_violation":
		return llmerr.PromptBlocked, true
	case "invalid_request_error", "data_residency_mismatch", "failed_to_download_image",
		"invalid_image", "invalid_image_format", "invalid_base64_image", "invalid_image_url",
		"image_too_large", "image_too_small", "image_parse_error", "invalid_image_mode",
		"image_file_too_large", "unsupported_image_media_type", "empty_image_file":
		return llmerr.BadRequest, true
	case "rate_limit_exceeded", "tokens", "requests":
		return llmerr.RateLimited, true
	case "server_error":
		return llmerr.Server, true
	case "vector_store_timeout":
		return llmerr.Timeout, true
	case "invalid_api_key":
		return llmerr.Auth, true
	case "model_not_found", "image_file_not_found":
		return llmerr.NotFound, true
	}
	return 0, false
}
