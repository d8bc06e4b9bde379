// Package langchaingoerr classifies the failures of github.com/tmc/langchaingo
// model calls (llms.Model.GenerateContent and the helpers built on it) into
// the thirteen classes of [llmerr.ErrorClass].
//
// It lives in its own module, github.com/llmerrlint/llmerrlint/llmerr/langchaingo,
// and imports only langchaingo's llms package: no provider of langchaingo
// is compiled because of it.
//
// # Thrown channel
//
// A blank import wires langchaingo's typed error into [llmerr.Classify], and
// so into the ADK callbacks and plugin, the retry decorator and the metrics:
//
//	import _ "github.com/llmerrlint/llmerrlint/llmerr/langchaingo"
//
// The package's init registers [Classifier], which classifies an
// *llms.Error by its Code (see [ClassifyErrorCode]). Context and network
// errors that a provider keeps reachable (the anthropic provider wraps them
// with %w) are classified by the core as timeouts, transport errors or
// cancellations.
//
// Most langchaingo provider errors are not typed. The openai and anthropic
// providers report an HTTP error as a plain string ("API returned
// unexpected status code: 429: ..."), and the openai provider replaces
// context and network errors with new plain strings ("request timeout: API
// call exceeded deadline"). Those errors are [llmerr.Unknown] by design:
// classifying them would mean parsing message text, which changes without
// notice. An *llms.Error, from code that builds one with llms.NewError or
// from langchaingo's opt-in error mappers, is classified by its Code.
//
// # In-band channel
//
// ContentChoice.StopReason holds the provider's raw stop reason, untyped.
// [ClassifyStopReason] knows the vocabularies of the openai, anthropic and
// googleai (and vertex) providers; [ClassifyChoice] and
// [ClassifyContentResponse] apply it to a choice and a response.
//
// The package is named langchaingoerr so that it imports beside
// langchaingo's packages without renaming. Package googleaierr, in the
// same module, classifies what the googleai provider's SDK throws.
package langchaingoerr
