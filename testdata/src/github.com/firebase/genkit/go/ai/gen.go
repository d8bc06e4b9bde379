// Package ai is a stub of github.com/firebase/genkit/go/ai for analyzer
// tests. It keeps the real shapes of the subset it declares; the conformance
// test (analyzers/internal/conformance) checks them against v1.4.0.
package ai

type FinishReason string

const (
	FinishReasonStop        FinishReason = "stop"
	FinishReasonLength      FinishReason = "length"
	FinishReasonBlocked     FinishReason = "blocked"
	FinishReasonInterrupted FinishReason = "interrupted"
	FinishReasonOther       FinishReason = "other"
	FinishReasonUnknown     FinishReason = "unknown"
)

type ModelResponse struct {
	FinishMessage string           `json:"finishMessage,omitempty"`
	FinishReason  FinishReason     `json:"finishReason,omitempty"`
	Message       *Message         `json:"message,omitempty"`
	Usage         *GenerationUsage `json:"usage,omitempty"`
}

type ModelResponseChunk struct {
	Content []*Part `json:"content,omitempty"`
	Index   int     `json:"index"`
	Role    Role    `json:"role,omitempty"`
}

type Message struct {
	Content  []*Part        `json:"content,omitempty"`
	Metadata map[string]any `json:"metadata,omitempty"`
	Role     Role           `json:"role,omitempty"`
}

// Part is a stub: the real struct has more fields.
type Part struct {
	Text string `json:"text,omitempty"`
}

type Role string

const (
	RoleSystem Role = "system"
	RoleUser   Role = "user"
	RoleModel  Role = "model"
)

type GenerationUsage struct {
	InputTokens  int `json:"inputTokens,omitempty"`
	OutputTokens int `json:"outputTokens,omitempty"`
	TotalTokens  int `json:"totalTokens,omitempty"`
}

type GenerateActionOptions struct {
	Config   any        `json:"config,omitempty"`
	MaxTurns int        `json:"maxTurns,omitempty"`
	Messages []*Message `json:"messages,omitempty"`
	Model    string     `json:"model,omitempty"`
}
