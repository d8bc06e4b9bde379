// Package model is a stub of google.golang.org/adk/v2/model (v2.2.0) for analyzer tests:
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
	Content        *genai.Content                              `json:"content,omitempty"`
	UsageMetadata  *genai.GenerateContentResponseUsageMetadata `json:"usageMetadata,omitempty"`
	CustomMetadata map[string]any                              `json:"customMetadata,omitempty"`
	ModelVersion   string                                      `json:"modelVersion,omitempty"`
	Partial        bool                                        `json:"partial,omitempty"`
	TurnComplete   bool                                        `json:"turnComplete,omitempty"`
	Interrupted    bool                                        `json:"interrupted,omitempty"`
	ErrorCode      string                                      `json:"errorCode,omitempty"`
	ErrorMessage   string                                      `json:"errorMessage,omitempty"`
	FinishReason   genai.FinishReason                          `json:"finishReason,omitempty"`
	AvgLogprobs    float64                                     `json:"avgLogprobs,omitempty"`
}
