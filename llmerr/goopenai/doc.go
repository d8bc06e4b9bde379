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
// The package's init registers [Classifier]. It reads one node of an error
// tree; llmerr walks the tree (errors wrapped with %w, errors.Join) and
// takes the most specific match:
//
//   - *openai.APIError: its HTTPStatusCode decides, as
//     [llmerr.ClassifyHTTPStatus] maps it (429 [llmerr.RateLimited], 5xx
//     [llmerr.Server], 401 and 403 [llmerr.Auth], 404 [llmerr.NotFound], 400
//     [llmerr.BadRequest]). One structured code sharpens it: Azure OpenAI
//     rejects a prompt its content filter flagged with a 400 whose code is
//     "content_filter", which is [llmerr.PromptBlocked]. The codes
//     "insufficient_quota" (429) and "context_length_exceeded" (400) keep
//     their status's class: a spent quota is refused for quota, whatever a
//     retry can do about it, and an over-long prompt must change.
//   - An *openai.APIError without a status is an error frame in the middle
//     of a stream (the response began with 200). Its structured code, then
//     its type, decide: "rate_limit_exceeded" and "insufficient_quota" are
//     [llmerr.RateLimited], "context_length_exceeded" and the type
//     "invalid_request_error" [llmerr.BadRequest], "invalid_api_key"
//     [llmerr.Auth], "model_not_found" [llmerr.NotFound], and "server_error"
//     [llmerr.Server]. An integer code between 400 and 599 counts as an
//     HTTP status. Anything else is [llmerr.Unknown].
//   - *openai.RequestError, returned when an error response has no JSON
//     error object: its HTTPStatusCode decides the same way.
//
// The client does not retry and keeps the network and context errors of
// net/http reachable, so the core classifies those (timeouts, transport,
// cancellation). Nothing reads message text.
//
// # In-band channel
//
// A completed call can still have failed. [ClassifyResponse],
// [ClassifyChoice], [ClassifyStreamChoice] and [ClassifyCompletionChoice]
// read the finish reason and the refusal: "length" is [llmerr.Truncated];
// "content_filter", or a non-empty Message.Refusal, is
// [llmerr.OutputBlocked]; "stop", "tool_calls" and "function_call" are
// healthy. See [ClassifyFinishReason] for "null" and the empty reason.
package goopenaierr
