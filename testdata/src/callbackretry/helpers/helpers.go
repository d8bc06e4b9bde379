// Package helpers calls the model on behalf of others; facts carry that to // want package:`retries\(Regenerate=callsModel\(model\.LLM\.GenerateContent\) Twice=callsModel\(model\.LLM\.GenerateContent\)\)\}$`
// callbacks in other packages.
package helpers

import (
	"context"

	"google.golang.org/adk/v2/model"
)

// Regenerate asks the model again and returns its last response.
func Regenerate(ctx context.Context, llm model.LLM, req *model.LLMRequest) (*model.LLMResponse, error) {
	var last *model.LLMResponse
	for resp, err := range llm.GenerateContent(ctx, req, false) {
		if err != nil {
			return nil, err
		}
		last = resp
	}
	return last, nil
}

// Twice reaches the model through Regenerate.
func Twice(ctx context.Context, llm model.LLM, req *model.LLMRequest) (*model.LLMResponse, error) {
	if resp, err := Regenerate(ctx, llm, req); err == nil {
		return resp, nil
	}
	return Regenerate(ctx, llm, req)
}

// Refusal builds a response without calling anything.
func Refusal() *model.LLMResponse { return &model.LLMResponse{} }
