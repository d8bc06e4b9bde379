// Package swallowedconfig is the same finding three times: reported,
// ignored by a directive, and in a generated file.
package swallowedconfig

import (
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
)

func reported() llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) { // want `func literal in llmagent.Config.OnModelErrorCallbacks swallows every error class`
				return &model.LLMResponse{ErrorCode: "DEGRADED"}, nil
			},
		},
	}
}

func ignored() llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			//llmerrlint:ignore swallowedconfig a demo agent with no alerting
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				return &model.LLMResponse{ErrorCode: "DEGRADED"}, nil
			},
		},
	}
}
