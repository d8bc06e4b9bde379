// Package compatoaierr classifies the thrown errors of Genkit's compat_oai
// plugins (plugins/compat_oai and plugins/compat_oai/openai), which call
// OpenAI through github.com/openai/openai-go v1, the module Genkit v1.4.0
// pins (not openai-go/v3, which package openaierr covers).
//
// A blank import registers its [Classifier] with llmerr:
//
//	import (
//		_ "github.com/llmerrlint/llmerrlint/llmerr/genkit"           // Genkit's own errors
//		_ "github.com/llmerrlint/llmerrlint/llmerr/genkit/compatoai" // OpenAI's, through compat_oai
//	)
//
// The plugins wrap *openai.Error with %w, so llmerr's walk of the error
// tree finds it. The in-band channel needs nothing here: the plugins map
// OpenAI's finish reasons and refusals to Genkit's, which
// genkiterr.ClassifyResponse reads.
//
// It is a package of its own so that a Genkit user on Gemini does not
// compile openai-go v1.
package compatoaierr
