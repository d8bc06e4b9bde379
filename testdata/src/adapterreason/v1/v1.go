// Package v1 adapts genai to ADK v1's model.LLM, dropping the candidate's
// finish reason.
package v1

import (
	"context"
	"iter"

	"google.golang.org/adk/model"
	"google.golang.org/genai"
)

type gemini struct{ client *genai.Client }

func (gemini) Name() string { return "gemini" }

func (g gemini) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		resp, err := g.client.Models.GenerateContent(ctx, "gemini-2.5-flash", req.Contents, req.Config)
		if err != nil {
			yield(nil, err)
			return
		}
		yield(toLLM(resp.Candidates[0]), nil)
	}
}

func toLLM(c *genai.Candidate) *model.LLMResponse {
	return &model.LLMResponse{Content: c.Content} // want `adapter gemini builds model.LLMResponse without genai.Candidate.FinishReason`
}
