// Package fantasy is a stub of charm.land/fantasy (v0.41.2) for the
// analyzers' tests: the subset of its API they match, checked against the
// real module by the conformance test.
package fantasy

import (
	"context"
	"iter"

	"charm.land/fantasy/schema"
)

type Usage struct {
	InputTokens  int64 `json:"input_tokens"`
	OutputTokens int64 `json:"output_tokens"`
}

type ContentType string

type Content interface {
	GetType() ContentType
}

type ResponseContent []Content

func (r ResponseContent) Text() string { panic("stub") }

type FinishReason string

const (
	FinishReasonStop          FinishReason = "stop"
	FinishReasonLength        FinishReason = "length"
	FinishReasonContentFilter FinishReason = "content-filter"
	FinishReasonToolCalls     FinishReason = "tool-calls"
	FinishReasonError         FinishReason = "error"
	FinishReasonOther         FinishReason = "other"
	FinishReasonUnknown       FinishReason = "unknown"
)

type Response struct {
	Content      ResponseContent `json:"content"`
	FinishReason FinishReason    `json:"finish_reason"`
	Usage        Usage           `json:"usage"`
}

type StreamPartType string

const (
	StreamPartTypeTextDelta StreamPartType = "text_delta"
	StreamPartTypeFinish    StreamPartType = "finish"
	StreamPartTypeError     StreamPartType = "error"
)

type StreamPart struct {
	Type         StreamPartType `json:"type"`
	Delta        string         `json:"delta"`
	Usage        Usage          `json:"usage"`
	FinishReason FinishReason   `json:"finish_reason"`
	Error        error          `json:"error"`
}

type StreamResponse = iter.Seq[StreamPart]

type MessageRole string

const MessageRoleUser MessageRole = "user"

type Message struct {
	Role MessageRole `json:"role"`
}

type Prompt []Message

type Call struct {
	Prompt Prompt `json:"prompt"`
}

// Schema is the root package's alias of schema.Schema; importing that
// package makes this one's functions carry errtext's facts, as the real
// one's do.
type Schema = schema.Schema

type ObjectCall struct {
	Prompt Prompt
	Schema Schema
}

type ObjectResponse struct {
	Object       any
	RawText      string
	Usage        Usage
	FinishReason FinishReason
}

type ObjectStreamPartType string

const (
	ObjectStreamPartTypeObject ObjectStreamPartType = "object"
	ObjectStreamPartTypeFinish ObjectStreamPartType = "finish"
)

type ObjectStreamPart struct {
	Type         ObjectStreamPartType
	Object       any
	Delta        string
	Error        error
	Usage        Usage
	FinishReason FinishReason
}

type ObjectStreamResponse = iter.Seq[ObjectStreamPart]

type LanguageModel interface {
	Generate(context.Context, Call) (*Response, error)
	Stream(context.Context, Call) (StreamResponse, error)
	GenerateObject(context.Context, ObjectCall) (*ObjectResponse, error)
	StreamObject(context.Context, ObjectCall) (ObjectStreamResponse, error)
}
