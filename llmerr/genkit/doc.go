// Package genkiterr classifies the failures of Genkit Go
// (github.com/firebase/genkit/go) generations into the thirteen classes of
// [llmerr.ErrorClass].
//
// It lives in its own module, github.com/llmerrlint/llmerrlint/llmerr/genkit,
// because Genkit v1.4.0 and anthropic-sdk-go/v2 cannot build in one module;
// it imports only Genkit's ai and core packages.
//
// # Thrown channel
//
// A blank import wires Genkit's own errors into [llmerr.Classify], and so
// into the ADK callbacks and plugin, the retry decorator and the metrics:
//
//	import _ "github.com/llmerrlint/llmerrlint/llmerr/genkit"
//
// The package's init registers [Classifier], which classifies a
// *core.GenkitError (and a *core.UserFacingError) by its status name; see
// [ClassifyStatus]. Genkit does not wrap the errors of the model plugins in
// a GenkitError (which has no Unwrap method): the googlegenai plugin
// returns genai's APIError as it is, which llmerr classifies without any
// import, and Genkit's tracing wraps errors only in types that unwrap, so
// llmerr's walk of the error tree finds them. Context and network errors
// are classified by the core.
//
// # In-band channel
//
// A generation that returned no error can still have failed.
// [ClassifyResponse] reads ModelResponse.FinishReason, and
// [ClassifyFinishReason] maps each [ai.FinishReason]: "length" is
// [llmerr.Truncated], "blocked" is [llmerr.OutputBlocked], "other" and
// "unknown" are [llmerr.Unknown], and "stop" and "interrupted" are healthy.
//
// The package is named genkiterr so that it imports beside Genkit's
// packages without renaming. Packages compatoaierr and anthropicv1err, in
// the same module, classify the errors of Genkit's OpenAI and Anthropic
// plugins, whose SDK modules are older than the ones llmerr/openai and
// llmerr/anthropic cover.
package genkiterr
