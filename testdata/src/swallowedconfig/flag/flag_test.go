package flag

import (
	"testing"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// A test that checks the substitution itself swallows on purpose: test
// files are not reported.
func TestSubstitutes(t *testing.T) {
	cfg := llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				return &model.LLMResponse{Content: genai.NewContentFromText("canned", genai.RoleModel)}, nil
			},
		},
	}
	_ = cfg
}
