package openai

import (
	"context"

	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/ssestream"
	"github.com/openai/openai-go/v3/shared"
)

type ChatCompletionService struct {
	Options []option.RequestOption
}

func (r *ChatCompletionService) New(ctx context.Context, body ChatCompletionNewParams, opts ...option.RequestOption) (res *ChatCompletion, err error) {
	panic("stub")
}

func (r *ChatCompletionService) NewStreaming(ctx context.Context, body ChatCompletionNewParams, opts ...option.RequestOption) (stream *ssestream.Stream[ChatCompletionChunk]) {
	panic("stub")
}

type ChatCompletionNewParams struct {
	Messages []ChatCompletionMessageParamUnion `json:"messages,omitzero" api:"required"`
	Model    shared.ChatModel                  `json:"model,omitzero" api:"required"`
	Tools    []ChatCompletionToolUnionParam    `json:"tools,omitzero"`
}

type ChatCompletionToolUnionParam struct{}

type ChatCompletionMessageParamUnion struct{}

type ChatCompletionContentPartTextParam struct{}

type ChatCompletionContentPartUnionParam struct{}

func SystemMessage[T string | []ChatCompletionContentPartTextParam](content T) ChatCompletionMessageParamUnion {
	panic("stub")
}

func UserMessage[T string | []ChatCompletionContentPartUnionParam](content T) ChatCompletionMessageParamUnion {
	panic("stub")
}

func ToolMessage[T string | []ChatCompletionContentPartTextParam](content T, toolCallID string) ChatCompletionMessageParamUnion {
	panic("stub")
}

type ChatCompletion struct {
	ID      string                 `json:"id" api:"required"`
	Choices []ChatCompletionChoice `json:"choices" api:"required"`
	Created int64                  `json:"created" api:"required" format:"unixtime"`
	Model   string                 `json:"model" api:"required"`
	Usage   CompletionUsage        `json:"usage"`
}

// RawJSON returns the JSON the completion was decoded from.
func (r ChatCompletion) RawJSON() string { panic("stub") }

type ChatCompletionChoice struct {
	FinishReason string                `json:"finish_reason" api:"required"`
	Index        int64                 `json:"index" api:"required"`
	Message      ChatCompletionMessage `json:"message" api:"required"`
}

type ChatCompletionMessage struct {
	Content   string                               `json:"content" api:"required"`
	Refusal   string                               `json:"refusal" api:"required"`
	ToolCalls []ChatCompletionMessageToolCallUnion `json:"tool_calls"`
}

func (r ChatCompletionMessage) ToParam() ChatCompletionMessageParamUnion { panic("stub") }

type ChatCompletionMessageToolCallUnion struct {
	ID       string                                        `json:"id"`
	Function ChatCompletionMessageFunctionToolCallFunction `json:"function"`
	Type     string                                        `json:"type"`
}

type ChatCompletionMessageFunctionToolCallFunction struct {
	Arguments string `json:"arguments" api:"required"`
	Name      string `json:"name" api:"required"`
}

type ChatCompletionChunk struct {
	ID      string                      `json:"id" api:"required"`
	Choices []ChatCompletionChunkChoice `json:"choices" api:"required"`
	Created int64                       `json:"created" api:"required" format:"unixtime"`
	Model   string                      `json:"model" api:"required"`
	Usage   CompletionUsage             `json:"usage" api:"nullable"`
}

// RawJSON returns the JSON the chunk was decoded from.
func (r ChatCompletionChunk) RawJSON() string { panic("stub") }

type ChatCompletionChunkChoice struct {
	Delta        ChatCompletionChunkChoiceDelta `json:"delta" api:"required"`
	FinishReason string                         `json:"finish_reason" api:"nullable"`
	Index        int64                          `json:"index" api:"required"`
}

type ChatCompletionChunkChoiceDelta struct {
	Content string `json:"content" api:"nullable"`
	Refusal string `json:"refusal" api:"nullable"`
	Role    string `json:"role"`
}
