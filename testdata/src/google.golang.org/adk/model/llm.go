// Package model is a stub of google.golang.org/adk/model (v1.6.0) for analyzer tests:
// the subset the fixtures use, with the real shapes.
package model

import (
	"context"
	"iter"

	"google.golang.org/genai"
)

type LLM interface {
	Name() string
	GenerateContent(ctx context.Context, req *LLMRequest, stream bool) iter.Seq2[*LLMResponse, error]
}

type LLMRequest struct {
	Model    string
	Contents []*genai.Content
	Config   *genai.GenerateContentConfig

	Tools map[string]any `json:"-"`
}

type LLMResponse struct {
	Content        *genai.Content
	UsageMetadata  *genai.GenerateContentResponseUsageMetadata
	CustomMetadata map[string]any
	ModelVersion   string
	Partial        bool
	TurnComplete   bool
	Interrupted    bool
	ErrorCode      string
	ErrorMessage   string
	FinishReason   genai.FinishReason
	AvgLogprobs    float64
}
