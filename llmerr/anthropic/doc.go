// Package anthropicerr classifies the failures of
// github.com/anthropics/anthropic-sdk-go/v2 into llmerr's thirteen classes,
// on both channels.
//
// Importing the package registers its [Classifier] with llmerr, so
// [llmerr.Classify], the ADK callbacks and plugin, [llmerr.Retry] and the
// metrics read *anthropic.Error:
//
//	import _ "github.com/llmerrlint/llmerrlint/llmerr/anthropic"
//
// Responses are classified with [ClassifyMessage], or, for a stream's
// message_delta event or a beta message, [ClassifyStopReason].
//
// The package is named anthropicerr, not anthropic, so that it can be
// imported beside the SDK's own package anthropic without renaming either.
// It lives in its own module, github.com/llmerrlint/llmerrlint/llmerr/anthropic,
// which requires only llmerr and anthropic-sdk-go/v2: a user of another
// provider never downloads this SDK. (Genkit v1.4.0 cannot build in one
// module with anthropic-sdk-go/v2, another reason for one module per
// provider.)
//
// Nothing here reads message text: HTTP status codes, error types and stop
// reasons are the SDK's structured fields.
package anthropicerr
