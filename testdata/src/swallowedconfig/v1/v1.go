// Package v1 holds a degrade-only plugin on ADK v1.
package v1

import (
	"google.golang.org/adk/agent"
	"google.golang.org/adk/model"
	"google.golang.org/adk/plugin"
	"google.golang.org/genai"
)

func newPlugin() (*plugin.Plugin, error) {
	return plugin.New(plugin.Config{
		Name: "degrade",
		OnModelErrorCallback: func(ctx agent.CallbackContext, req *model.LLMRequest, err error) (*model.LLMResponse, error) { // want `func literal in plugin.Config.OnModelErrorCallback swallows every error class, AUTH included`
			return &model.LLMResponse{Content: genai.NewContentFromText("Try again later.", genai.RoleModel)}, nil
		},
	})
}
