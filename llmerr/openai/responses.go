package openaierr

import (
	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/responsesapi"
	"github.com/openai/openai-go/v3/responses"
)

// ClassifyResponse classifies a Responses API response (Responses.New, or
// the Response of a response.completed, response.incomplete or
// response.failed stream event): the in-band channel. failed is false for a
// healthy response, and class is then zero. In order:
//
//  1. An Error.Code (a failed response) is read by [ClassifyErrorCode];
//     an unlisted code is [llmerr.Unknown].
//  2. An IncompleteDetails.Reason: max_output_tokens and max_messages are
//     [llmerr.Truncated] (a limit cut the answer short); content_filter is
//     [llmerr.OutputBlocked]; steered is healthy (the caller steered it
//     and the server continues in a successor response); any other reason
//     is [llmerr.Unknown].
//  3. A refusal in an output message is [llmerr.OutputBlocked].
//  4. Status: cancelled is the caller's own cancellation (Responses.Cancel)
//     and returns the zero class, like [context.Canceled] on the thrown
//     channel; failed (with no code), queued and in_progress (a background
//     response not finished yet: classify the final one) are
//     [llmerr.Unknown].
//  5. Otherwise a response with output is healthy; one without is
//     [llmerr.Unknown]: empty output is not success.
//
// A stream's error event (ResponseErrorEvent) carries no Response: read
// its Code with [ClassifyErrorCode].
//
// A nil response is [llmerr.Unknown]. ClassifyResponse does not allocate.
func ClassifyResponse(r *responses.Response) (class llmerr.ErrorClass, failed bool) {
	if r == nil {
		return llmerr.Unknown, true
	}
	if r.Error.Code != "" {
		if c, ok := ClassifyErrorCode(string(r.Error.Code)); ok {
			return c, true
		}
		return llmerr.Unknown, true
	}
	if c, failed, decided := responsesapi.IncompleteReason(r.IncompleteDetails.Reason); decided {
		return c, failed
	}
	if hasRefusal(r.Output) {
		return llmerr.OutputBlocked, true
	}
	switch r.Status {
	case responses.ResponseStatusCancelled:
		return 0, false
	case responses.ResponseStatusFailed, responses.ResponseStatusQueued, responses.ResponseStatusInProgress:
		return llmerr.Unknown, true
	}
	if len(r.Output) == 0 {
		return llmerr.Unknown, true
	}
	return 0, false
}

// hasRefusal reports whether an output message holds a refusal part.
func hasRefusal(items []responses.ResponseOutputItemUnion) bool {
	for i := range items {
		if items[i].Type != "message" {
			continue
		}
		for j := range items[i].Content {
			if items[i].Content[j].Type == "refusal" {
				return true
			}
		}
	}
	return false
}
