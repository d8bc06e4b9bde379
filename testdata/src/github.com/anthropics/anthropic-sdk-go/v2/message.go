package anthropic

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2/option"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/ssestream"
)

type MessageService struct {
	Options []option.RequestOption
}

func (r *MessageService) New(ctx context.Context, params MessageNewParams, opts ...option.RequestOption) (res *Message, err error) {
	panic("stub")
}

func (r *MessageService) NewStreaming(ctx context.Context, params MessageNewParams, opts ...option.RequestOption) (stream *ssestream.Stream[MessageStreamEventUnion]) {
	panic("stub")
}

type Model = string

const (
	ModelClaudeOpus4_5   Model = "claude-opus-4-5"
	ModelClaudeSonnet4_6 Model = "claude-sonnet-4-6"
)

type MessageNewParams struct {
	MaxTokens int64          `json:"max_tokens"`
	Messages  []MessageParam `json:"messages,omitzero"`
	Model     Model          `json:"model,omitzero"`
}

type MessageParam struct{}

type ContentBlockParamUnion struct{}

func NewUserMessage(blocks ...ContentBlockParamUnion) MessageParam { panic("stub") }

func NewTextBlock(text string) ContentBlockParamUnion { panic("stub") }

type Message struct {
	ID           string              `json:"id"`
	Content      []ContentBlockUnion `json:"content"`
	Model        Model               `json:"model"`
	StopReason   StopReason          `json:"stop_reason"`
	StopSequence string              `json:"stop_sequence"`
	Usage        Usage               `json:"usage"`
}

// Accumulate folds a stream event into the message; message_delta events
// carry the StopReason.
func (acc *Message) Accumulate(event MessageStreamEventUnion) error { panic("stub") }

// RawJSON returns the JSON the message was decoded from.
func (r Message) RawJSON() string { panic("stub") }

// RawJSON returns the JSON the event was decoded from.
func (u MessageStreamEventUnion) RawJSON() string { panic("stub") }

type ContentBlockUnion struct {
	Text string `json:"text"`
	Type string `json:"type"`
}

type StopReason string

const (
	StopReasonEndTurn                    StopReason = "end_turn"
	StopReasonMaxTokens                  StopReason = "max_tokens"
	StopReasonStopSequence               StopReason = "stop_sequence"
	StopReasonToolUse                    StopReason = "tool_use"
	StopReasonPauseTurn                  StopReason = "pause_turn"
	StopReasonRefusal                    StopReason = "refusal"
	StopReasonModelContextWindowExceeded StopReason = "model_context_window_exceeded"
)

type Usage struct {
	InputTokens  int64 `json:"input_tokens"`
	OutputTokens int64 `json:"output_tokens"`
}

type MessageStreamEventUnion struct {
	Message Message                      `json:"message"`
	Type    string                       `json:"type"`
	Delta   MessageStreamEventUnionDelta `json:"delta"`
	Usage   MessageDeltaUsage            `json:"usage"`
	Index   int64                        `json:"index"`
}

type anyMessageStreamEvent interface {
	implMessageStreamEventUnion()
}

func (MessageDeltaEvent) implMessageStreamEventUnion()      {}
func (ContentBlockDeltaEvent) implMessageStreamEventUnion() {}

func (u MessageStreamEventUnion) AsAny() anyMessageStreamEvent { panic("stub") }

func (u MessageStreamEventUnion) AsMessageDelta() (v MessageDeltaEvent) { panic("stub") }

func (u MessageStreamEventUnion) AsContentBlockDelta() (v ContentBlockDeltaEvent) { panic("stub") }

type MessageStreamEventUnionDelta struct {
	StopReason   StopReason `json:"stop_reason"`
	StopSequence string     `json:"stop_sequence"`
	Text         string     `json:"text"`
	Type         string     `json:"type"`
}

type MessageDeltaEvent struct {
	Delta MessageDeltaEventDelta `json:"delta"`
	Usage MessageDeltaUsage      `json:"usage"`
}

type MessageDeltaEventDelta struct {
	StopReason   StopReason `json:"stop_reason"`
	StopSequence string     `json:"stop_sequence"`
}

type MessageDeltaUsage struct {
	InputTokens  int64 `json:"input_tokens"`
	OutputTokens int64 `json:"output_tokens"`
}

type ContentBlockDeltaEvent struct {
	Delta RawContentBlockDeltaUnion `json:"delta"`
	Index int64                     `json:"index"`
}

type RawContentBlockDeltaUnion struct {
	Text string `json:"text"`
	Type string `json:"type"`
}
