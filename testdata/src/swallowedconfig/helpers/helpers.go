// Package helpers exports a degrade-only callback; // want package:`swallowsEveryError\(Degrade\)`
// a package that registers it is told by a fact.
package helpers

import (
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

func Degrade(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	if err == nil {
		return nil, nil
	}
	return &model.LLMResponse{Content: genai.NewContentFromText("Please try again later.", genai.RoleModel)}, nil
}

// ByClass re-raises what it cannot recognise.
func ByClass(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	var apiErr genai.APIError
	if !asAPIError(err, &apiErr) || apiErr.Code != 503 {
		return nil, nil
	}
	return &model.LLMResponse{ErrorCode: "UNAVAILABLE"}, nil
}

func asAPIError(err error, target *genai.APIError) bool { return false }
