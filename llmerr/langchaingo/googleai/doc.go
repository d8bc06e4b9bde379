// Package googleaierr classifies what langchaingo's googleai provider
// (llms/googleai, on github.com/google/generative-ai-go) throws.
//
// A blank import registers its [Classifier] with llmerr:
//
//	import (
//		_ "github.com/llmerrlint/llmerrlint/llmerr/langchaingo"          // *llms.Error, stop reasons
//		_ "github.com/llmerrlint/llmerrlint/llmerr/langchaingo/googleai" // the googleai provider's errors
//	)
//
// generative-ai-go does not report safety stops in-band: GenerateContent
// returns a *genai.BlockedError, which langchaingo passes through. A
// BlockedError with PromptFeedback is [llmerr.PromptBlocked] (the prompt
// was refused; no candidate came back); one with a Candidate is
// [llmerr.OutputBlocked] (a SAFETY or RECITATION stop). With the REST
// transport (googleai.WithRest), an HTTP error is a *googleapi.Error,
// classified by its Code as [llmerr.ClassifyHTTPStatus] maps it. Errors of
// the default gRPC transport are not classified here.
//
// It is a package of its own so that a langchaingo user of another
// provider does not compile generative-ai-go.
package googleaierr
