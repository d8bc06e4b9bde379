package twocalls // want package:`retries\(Fallback=callsModel\(model\.LLM\.GenerateContent\)\)\}$`

// This package has a function that reaches two different model calls
// through two helpers: the one its fact and messages name must not change
// from run to run.

import (
	"context"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// Fallback tries the agent's model, then Gemini directly.
func Fallback(ctx context.Context, llm model.LLM, client *genai.Client, req *model.LLMRequest) (*model.LLMResponse, error) {
	if resp, err := viaAgentModel(ctx, llm, req); err == nil {
		return resp, nil
	}
	return viaGemini(ctx, client, req)
}

func viaAgentModel(ctx context.Context, llm model.LLM, req *model.LLMRequest) (*model.LLMResponse, error) {
	return first(ctx, llm, req)
}

func first(ctx context.Context, llm model.LLM, req *model.LLMRequest) (*model.LLMResponse, error) {
	for resp, err := range llm.GenerateContent(ctx, req, false) {
		return resp, err
	}
	return nil, nil
}

func viaGemini(ctx context.Context, client *genai.Client, req *model.LLMRequest) (*model.LLMResponse, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini-flash", req.Contents, nil)
	if err != nil {
		return nil, err
	}
	return &model.LLMResponse{Content: resp.Candidates[0].Content, FinishReason: resp.Candidates[0].FinishReason}, nil
}

func newAgent(llm model.LLM, client *genai.Client) llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				return Fallback(ctx, llm, client, req) // want `func literal in llmagent\.Config\.OnModelErrorCallbacks calls Fallback, which calls the model`
			},
		},
	}
}
