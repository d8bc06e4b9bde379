// Package v1 uses the v1 module path of ADK, whose callbacks take an
// agent.CallbackContext.
package v1

import (
	"google.golang.org/adk/agent"
	"google.golang.org/adk/agent/llmagent"
	"google.golang.org/adk/model"
)

func newAgent(llm model.LLM) llmagent.Config {
	return llmagent.Config{
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.CallbackContext, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				for resp, err := range llm.GenerateContent(ctx, req, false) { // want `func literal in llmagent\.Config\.OnModelErrorCallbacks calls model\.LLM\.GenerateContent`
					return resp, err
				}
				return nil, nil
			},
		},
	}
}
