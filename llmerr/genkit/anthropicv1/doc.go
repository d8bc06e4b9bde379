// Package anthropicv1err classifies the thrown errors of Genkit's
// anthropic plugin (plugins/anthropic), which calls Anthropic through
// github.com/anthropics/anthropic-sdk-go v1, the module Genkit v1.4.0 pins
// (not anthropic-sdk-go/v2, which cannot share a module with Genkit).
//
// A blank import registers its [Classifier] with llmerr:
//
//	import (
//		_ "github.com/llmerrlint/llmerrlint/llmerr/genkit"             // Genkit's own errors
//		_ "github.com/llmerrlint/llmerrlint/llmerr/genkit/anthropicv1" // Anthropic's, through the plugin
//	)
//
// *anthropic.Error is classified by its HTTP StatusCode, as
// [llmerr.ClassifyHTTPStatus] maps it: 429 is [llmerr.RateLimited], 529
// (overloaded) and every other 5xx [llmerr.Server], 401 and 403
// [llmerr.Auth], 404 [llmerr.NotFound], 400 and 413 [llmerr.BadRequest];
// any other code (402 for billing among them) is [llmerr.Unknown]. SDK v1
// reports an error event in the middle of a stream as an untyped string,
// which is [llmerr.Unknown] by design: nothing here reads message text.
//
// The in-band channel needs nothing here: the plugin maps Anthropic's stop
// reasons to Genkit's (max_tokens to length; refusal and pause_turn to
// unknown), which genkiterr.ClassifyResponse reads.
//
// It is a package of its own so that a Genkit user on Gemini does not
// compile anthropic-sdk-go.
package anthropicv1err
