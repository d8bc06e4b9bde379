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

type ProviderOptionsData interface {
	Options()
}

type ProviderMetadata map[string]ProviderOptionsData

type (
	OnStepFinishFunc   func(stepResult StepResult) error
	OnChunkFunc        func(StreamPart) error
	OnTextDeltaFunc    func(id, text string) error
	OnStreamFinishFunc func(usage Usage, finishReason FinishReason, providerMetadata ProviderMetadata) error
)

type AgentStreamCall struct {
	Prompt string `json:"prompt"`

	OnStepFinish   OnStepFinishFunc
	OnChunk        OnChunkFunc
	OnTextDelta    OnTextDeltaFunc
	OnStreamFinish OnStreamFinishFunc
}

type Agent interface {
	Generate(context.Context, AgentCall) (*AgentResult, error)
	Stream(context.Context, AgentStreamCall) (*AgentResult, error)
}

type agentSettings struct{}

type AgentOption = func(*agentSettings)

func NewAgent(model LanguageModel, opts ...AgentOption) Agent { panic("stub") }
