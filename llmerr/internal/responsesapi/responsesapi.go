// Package responsesapi holds what OpenAI's Responses API means, for the
// provider packages of the SDKs that speak it: llmerr/openai (openai-go)
// and llmerr/goopenai (go-openai) read the same fields from different
// types, and must decide alike.
package responsesapi

import "github.com/llmerrlint/llmerrlint/llmerr"

// IncompleteReason maps a response's incomplete_details.reason to a class.
// decided is false for "" (no reason given: the rest of the response
// decides). max_output_tokens and max_messages are [llmerr.Truncated] (a
// limit cut the answer short); content_filter is [llmerr.OutputBlocked];
// steered is healthy (the caller steered it, and the server continues in a
// successor response); any other reason is [llmerr.Unknown].
func IncompleteReason(reason string) (class llmerr.ErrorClass, failed, decided bool) {
	switch reason {
	case "":
		return 0, false, false
	case "steered":
		return 0, false, true
	case "max_output_tokens", "max_messages":
		return llmerr.Truncated, true, true
	case "content_filter":
		return llmerr.OutputBlocked, true, true
	}
	return llmerr.Unknown, true, true
}
