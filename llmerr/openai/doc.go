// Package openaierr classifies the failures of github.com/openai/openai-go/v3
// into llmerr's thirteen classes, on both channels.
//
// Importing the package registers its [Classifier] with llmerr, so
// [llmerr.Classify], the ADK callbacks and plugin, [llmerr.Retry] and the
// metrics read *openai.Error and mid-stream error frames. An ADK agent on
// ADK's model/openaimodel needs only that one line:
//
//	import _ "github.com/llmerrlint/llmerrlint/llmerr/openai"
//
// ADK's openaimodel converts the Responses API's in-band signals into ADK
// finish reasons, which [llmerr.ClassifyResponse] already reads. Code that
// calls openai-go directly classifies responses with
// [ClassifyChatCompletion] (Chat Completions) and [ClassifyResponse]
// (Responses API).
//
// The package is named openaierr, not openai, so that it can be imported
// beside the SDK's own package openai without renaming either. It lives in
// its own module, github.com/llmerrlint/llmerrlint/llmerr/openai, which
// requires only llmerr and openai-go/v3: a user of another provider never
// downloads this SDK.
//
// Nothing here reads message text: HTTP status codes, error codes and
// types, finish reasons and statuses are the SDK's structured fields.
package openaierr
