// Package llmagent is a stub of google.golang.org/adk/agent/llmagent (v1.6.0) for analyzer tests.
package llmagent

import (
	"google.golang.org/adk/agent"
	"google.golang.org/adk/model"
)

func New(cfg Config) (agent.Agent, error) { panic("stub") }

type Config struct {
	Name        string
	Description string
	Model       model.LLM
	Instruction string

	BeforeModelCallbacks  []BeforeModelCallback
	AfterModelCallbacks   []AfterModelCallback
	OnModelErrorCallbacks []OnModelErrorCallback
}

type BeforeModelCallback func(ctx agent.CallbackContext, llmRequest *model.LLMRequest) (*model.LLMResponse, error)

type AfterModelCallback func(ctx agent.CallbackContext, llmResponse *model.LLMResponse, llmResponseError error) (*model.LLMResponse, error)

type OnModelErrorCallback func(ctx agent.CallbackContext, llmRequest *model.LLMRequest, llmResponseError error) (*model.LLMResponse, error)
