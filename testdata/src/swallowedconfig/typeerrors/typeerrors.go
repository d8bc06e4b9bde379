// Package typeerrors does not type-check; the analyzer must not crash.
package typeerrors

import (
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
)

func config() llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				if undefined(err) {
					return nil, nil
				}
				return &model.LLMResponse{Content: missing}, nil
			},
			notDeclared,
		},
	}
}
