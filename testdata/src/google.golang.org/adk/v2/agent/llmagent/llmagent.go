// Package llmagent is a stub of google.golang.org/adk/v2/agent/llmagent (v2.2.0) for analyzer tests.
package llmagent

import (
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
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

type BeforeModelCallback func(ctx agent.Context, llmRequest *model.LLMRequest) (*model.LLMResponse, error)

type AfterModelCallback func(ctx agent.Context, llmResponse *model.LLMResponse, llmResponseError error) (*model.LLMResponse, error)

type OnModelErrorCallback func(ctx agent.Context, llmRequest *model.LLMRequest, llmResponseError error) (*model.LLMResponse, error)
