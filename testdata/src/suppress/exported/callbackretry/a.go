// Package callbackretry is the same finding three times: reported, ignored
// by a directive, and in a generated file.
package callbackretry

import (
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

var client *genai.Client

func reported() llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				_, _ = client.Models.GenerateContent(ctx, "gemini-flash", req.Contents, nil) // want `genai.Models.GenerateContent`
				return nil, nil
			},
		},
	}
}

func ignored() llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				//llmerrlint:ignore callbackretry the fallback model has its own quota
				_, _ = client.Models.GenerateContent(ctx, "gemini-flash", req.Contents, nil)
				return nil, nil
			},
		},
	}
}
