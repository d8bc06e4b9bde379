package fantasy

import "context"

type StepResult struct {
	Response
	Messages []Message
}

type AgentResult struct {
	Steps      []StepResult
	Response   Response
	TotalUsage Usage
}

type AgentCall struct {
	Prompt string `json:"prompt"`
}

type AgentStreamCall struct {
	Prompt string `json:"prompt"`
}

type Agent interface {
	Generate(context.Context, AgentCall) (*AgentResult, error)
	Stream(context.Context, AgentStreamCall) (*AgentResult, error)
}

type agentSettings struct{}

type AgentOption = func(*agentSettings)

func NewAgent(model LanguageModel, opts ...AgentOption) Agent { panic("stub") }
