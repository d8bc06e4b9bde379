package llmerr

import (
	"context"
	"errors"
	"iter"

	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// errNilModel is what a decorator built around a nil model yields instead
// of panicking. It classifies as Unknown: a wiring bug, re-raised.
var errNilModel = errors.New("llmerr: decorator wraps a nil model.LLM")

// inner holds the wrapped model of a decorator and forwards what ADK reads
// from a model besides GenerateContent.
type inner struct{ next model.LLM }

// Name returns the wrapped model's name, so requests, spans and metric
// labels name the real model, not the decorator.
func (d inner) Name() string {
	if d.next == nil {
		return ""
	}
	return d.next.Name()
}

// GetGoogleLLMVariant forwards the backend of a wrapped Gemini model. ADK
// reads it through an interface assertion (Gemini API and Vertex AI need
// different request preprocessing), which a decorator would otherwise
// hide.
func (d inner) GetGoogleLLMVariant() genai.Backend {
	if v, ok := d.next.(interface{ GetGoogleLLMVariant() genai.Backend }); ok {
		return v.GetGoogleLLMVariant()
	}
	return genai.BackendUnspecified
}

func (d inner) generate(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	if d.next == nil {
		return func(yield func(*model.LLMResponse, error) bool) { yield(nil, errNilModel) }
	}
	if ctx == nil {
		ctx = context.Background()
	}
	return d.next.GenerateContent(ctx, req, stream)
}
