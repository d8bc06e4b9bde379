package openai

import (
	"context"

	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/packages/ssestream"
)

type CompletionService struct {
	Options []option.RequestOption
}

func (r *CompletionService) New(ctx context.Context, body CompletionNewParams, opts ...option.RequestOption) (res *Completion, err error) {
	panic("stub")
}

func (r *CompletionService) NewStreaming(ctx context.Context, body CompletionNewParams, opts ...option.RequestOption) (stream *ssestream.Stream[Completion]) {
	panic("stub")
}

type Completion struct {
	ID      string             `json:"id" api:"required"`
	Choices []CompletionChoice `json:"choices" api:"required"`
	Created int64              `json:"created" api:"required" format:"unixtime"`
	Model   string             `json:"model" api:"required"`
	Usage   CompletionUsage    `json:"usage"`
}

type CompletionChoice struct {
	FinishReason CompletionChoiceFinishReason `json:"finish_reason" api:"required"`
	Index        int64                        `json:"index" api:"required"`
	Text         string                       `json:"text" api:"required"`
}

type CompletionChoiceFinishReason string

const (
	CompletionChoiceFinishReasonStop          CompletionChoiceFinishReason = "stop"
	CompletionChoiceFinishReasonLength        CompletionChoiceFinishReason = "length"
	CompletionChoiceFinishReasonContentFilter CompletionChoiceFinishReason = "content_filter"
)

type CompletionUsage struct {
	CompletionTokens int64 `json:"completion_tokens" api:"required"`
	PromptTokens     int64 `json:"prompt_tokens" api:"required"`
	TotalTokens      int64 `json:"total_tokens" api:"required"`
}

type CompletionNewParams struct {
	Prompt CompletionNewParamsPromptUnion `json:"prompt,omitzero" api:"required"`
	Model  CompletionNewParamsModel       `json:"model,omitzero" api:"required"`
}

type CompletionNewParamsModel string

const CompletionNewParamsModelGPT3_5TurboInstruct CompletionNewParamsModel = "gpt-3.5-turbo-instruct"

type CompletionNewParamsPromptUnion struct {
	OfString param.Opt[string] `json:",omitzero,inline"`
}
