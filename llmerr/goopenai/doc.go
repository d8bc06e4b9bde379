// Package goopenaierr classifies the failures of github.com/sashabaranov/go-openai
// calls into the thirteen classes of [llmerr.ErrorClass].
//
// It lives in its own module, github.com/llmerrlint/llmerrlint/llmerr/goopenai,
// so that only users of go-openai compile go-openai.
//
// # Thrown channel
//
// A blank import wires go-openai's errors into [llmerr.Classify], and so into
// the ADK callbacks and plugin, the retry decorator and the metrics:
//
//	import _ "github.com/llmerrlint/llmerrlint/llmerr/goopenai"
//
// The package's init registers [Classifier], which reads one node of an
// error tree; llmerr walks the tree (errors wrapped with %w, errors.Join)
// and takes the most specific match. *openai.APIError and
// *openai.RequestError are classified by their HTTP status, sharpened by
// OpenAI's structured error codes (see [Classifier.ClassifyError] and
// [ClassifyErrorCode]); an APIError without a status is an error frame in
// the middle of a stream. The client does not retry and returns net/http's
// network and context errors as they are, so the core classifies those
// (timeouts, transport, cancellation). Nothing reads message text.
//
// # In-band channel
//
// A completed call can still have failed. [ClassifyChatCompletion],
// [ClassifyChatChoice], [ClassifyChatStreamChoice] and
// [ClassifyCompletionChoice] read the finish reason and the refusal:
// "length" is [llmerr.Truncated]; "content_filter", or a non-empty
// Message.Refusal, is [llmerr.OutputBlocked]; "stop", "tool_calls" and
// "function_call" are healthy. A finished choice without a reason ("" or
// "null") is [llmerr.Unknown]; see [ClassifyChatFinishReason].
// [ClassifyResponse] reads a Responses API response (CreateResponse): its
// error code, incomplete reason, refusal parts and status.
//
// The package is named goopenaierr so that it can be imported beside the
// SDK's package openai, and beside openaierr (openai-go/v3), without
// renaming.
package goopenaierr
