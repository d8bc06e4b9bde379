package goopenaierr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/responsesapi"
	openai "github.com/sashabaranov/go-openai"
)

// ClassifyResponse classifies a Responses API response (CreateResponse,
// RetrieveResponse): the in-band channel. failed is false for a healthy
// response, and class is then zero. The decisions are those of openai-go's
// (package openaierr): it is the same API. In order:
//
//  1. An Error.Code (a failed response) is read by [ClassifyErrorCode];
//     an unlisted code is [llmerr.Unknown].
//  2. An IncompleteDetails.Reason: max_output_tokens and max_messages are
//     [llmerr.Truncated] (a limit cut the answer short); content_filter is
//     [llmerr.OutputBlocked]; steered is healthy (the caller steered it
//     and the server continues in a successor response); any other reason
//     is [llmerr.Unknown].
//  3. A refusal part in an output message is [llmerr.OutputBlocked].
//  4. Status: cancelled is the caller's own cancellation (CancelResponse)
//     and returns the zero class, like [context.Canceled] on the thrown
//     channel; failed (with no code), incomplete (with no reason), queued
//     and in_progress (a background response not finished yet: classify
//     the final one) are [llmerr.Unknown].
//  5. Otherwise a response with output is healthy; one without is
//     [llmerr.Unknown]: empty output is not success.
//
// go-openai decodes the output items as JSON objects (map[string]any);
// the refusal check reads their "type" fields, never their text. A nil
// response is [llmerr.Unknown].
func ClassifyResponse(r *openai.CreateResponseResponse) (class llmerr.ErrorClass, failed bool) {
	if r == nil {
		return llmerr.Unknown, true
	}
	if r.Error != nil && r.Error.Code != "" {
		if c, ok := ClassifyErrorCode(r.Error.Code); ok {
			return c, true
		}
		return llmerr.Unknown, true
	}
	if d := r.IncompleteDetails; d != nil {
		if c, failed, decided := responsesapi.IncompleteReason(d.Reason); decided {
			return c, failed
		}
	}
	if hasRefusal(r.Output) {
		return llmerr.OutputBlocked, true
	}
	switch r.Status {
	case openai.ResponseStatusCancelled:
		return 0, false
	case openai.ResponseStatusFailed, openai.ResponseStatusIncomplete,
		openai.ResponseStatusQueued, openai.ResponseStatusInProgress:
		return llmerr.Unknown, true
	}
	if len(r.Output) == 0 && r.OutputText == "" {
		return llmerr.Unknown, true
	}
	return 0, false
}

// hasRefusal reports whether an output message holds a refusal part:
// {"type": "message", "content": [{"type": "refusal", ...}]}.
func hasRefusal(items []any) bool {
	for _, it := range items {
		item, ok := it.(map[string]any)
		if !ok || item["type"] != "message" {
			continue
		}
		parts, _ := item["content"].([]any)
		for _, p := range parts {
			if part, ok := p.(map[string]any); ok && part["type"] == "refusal" {
				return true
			}
		}
	}
	return false
}
