// Package llmerr classifies failed LLM calls into one taxonomy of thirteen
// classes, each with exactly one handling rule.
//
// A model call fails through two channels. Thrown failures come back as a Go
// error (HTTP 429 or 5xx, timeouts, bad credentials); [Classify] handles
// them. In-band failures come back as an ordinary response whose finish
// reason, block reason or error code is the bad news (a SAFETY stop, a
// MAX_TOKENS truncation, a blocked prompt); [ClassifyResponse] (ADK Go) and
// [ClassifyGenerateContent] (google.golang.org/genai) handle them. Both map
// into [ErrorClass], and [RuleFor] says what to do with each class: who owns
// it, which dashboard counts it, whether to retry, whether to page, and
// whether to degrade, refuse, pass through or re-raise.
//
// Nothing here classifies by searching message text: messages change
// without notice and are localised.
package llmerr
