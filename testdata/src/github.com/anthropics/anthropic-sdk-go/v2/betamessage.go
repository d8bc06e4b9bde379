package anthropic

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2/option"
	"github.com/anthropics/anthropic-sdk-go/v2/packages/ssestream"
)

type BetaMessageService struct {
	Options []option.RequestOption
}

func (r *BetaMessageService) New(ctx context.Context, params BetaMessageNewParams, opts ...option.RequestOption) (res *BetaMessage, err error) {
	panic("stub")
}

func (r *BetaMessageService) NewStreaming(ctx context.Context, params BetaMessageNewParams, opts ...option.RequestOption) (stream *ssestream.Stream[BetaRawMessageStreamEventUnion]) {
	panic("stub")
}

type BetaMessageNewParams struct {
	MaxTokens int64              `json:"max_tokens"`
	Messages  []BetaMessageParam `json:"messages,omitzero"`
	Model     Model              `json:"model,omitzero"`
}

type BetaMessageParam struct{}

type BetaContentBlockParamUnion struct{}

func NewBetaUserMessage(blocks ...BetaContentBlockParamUnion) BetaMessageParam { panic("stub") }

func NewBetaTextBlock(text string) BetaContentBlockParamUnion { panic("stub") }

type BetaMessage struct {
	ID         string                  `json:"id"`
	Content    []BetaContentBlockUnion `json:"content"`
	Model      Model                   `json:"model"`
	StopReason BetaStopReason          `json:"stop_reason"`
	Usage      BetaUsage               `json:"usage"`
}

func (acc *BetaMessage) Accumulate(event BetaRawMessageStreamEventUnion) error { panic("stub") }

type BetaContentBlockUnion struct {
	Text string `json:"text"`
	Type string `json:"type"`
}

type BetaStopReason string

const (
	BetaStopReasonEndTurn                    BetaStopReason = "end_turn"
	BetaStopReasonMaxTokens                  BetaStopReason = "max_tokens"
	BetaStopReasonStopSequence               BetaStopReason = "stop_sequence"
	BetaStopReasonToolUse                    BetaStopReason = "tool_use"
	BetaStopReasonPauseTurn                  BetaStopReason = "pause_turn"
	BetaStopReasonRefusal                    BetaStopReason = "refusal"
	BetaStopReasonCompaction                 BetaStopReason = "compaction"
	BetaStopReasonModelContextWindowExceeded BetaStopReason = "model_context_window_exceeded"
)

type BetaUsage struct {
	InputTokens  int64 `json:"input_tokens"`
	OutputTokens int64 `json:"output_tokens"`
}

type BetaRawMessageStreamEventUnion struct {
	Message BetaMessage                         `json:"message"`
	Type    string                              `json:"type"`
	Delta   BetaRawMessageStreamEventUnionDelta `json:"delta"`
}

type BetaRawMessageStreamEventUnionDelta struct {
	StopReason BetaStopReason `json:"stop_reason"`
	Text       string         `json:"text"`
	Type       string         `json:"type"`
}

type anyBetaRawMessageStreamEvent interface {
	implBetaRawMessageStreamEventUnion()
}

func (BetaRawMessageDeltaEvent) implBetaRawMessageStreamEventUnion() {}

func (u BetaRawMessageStreamEventUnion) AsAny() anyBetaRawMessageStreamEvent { panic("stub") }

func (u BetaRawMessageStreamEventUnion) AsMessageDelta() (v BetaRawMessageDeltaEvent) { panic("stub") }

type BetaRawMessageDeltaEvent struct {
	Delta BetaRawMessageDeltaEventDelta `json:"delta"`
}

type BetaRawMessageDeltaEventDelta struct {
	StopReason   BetaStopReason `json:"stop_reason"`
	StopSequence string         `json:"stop_sequence"`
}
