// Package llms is a stub of github.com/tmc/langchaingo/llms for analyzer
// tests. It keeps the real shapes of the subset it declares; the conformance
// test (analyzers/internal/conformance) checks them against v0.1.14.
package llms

import "context"

// LLM is an alias for model, for backwards compatibility.
type LLM = Model

type Model interface {
	GenerateContent(ctx context.Context, messages []MessageContent, options ...CallOption) (*ContentResponse, error)

	// Deprecated: this method is retained for backwards compatibility.
	Call(ctx context.Context, prompt string, options ...CallOption) (string, error)
}

// GenerateFromSinglePrompt returns only the first choice's content: the
// stop reason is lost.
func GenerateFromSinglePrompt(ctx context.Context, llm Model, prompt string, options ...CallOption) (string, error) {
	panic("stub")
}
