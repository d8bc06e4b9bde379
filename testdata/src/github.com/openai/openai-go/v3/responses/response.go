// Package responses is a stub of the real package for analyzer tests;
// the conformance test checks it against openai-go/v3 v3.102.0.
package responses

import (
	"context"

	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/param"
	"github.com/openai/openai-go/v3/packages/ssestream"
	"github.com/openai/openai-go/v3/shared"
)

type ResponseService struct {
	Options []option.RequestOption
}

func (r *ResponseService) New(ctx context.Context, body ResponseNewParams, opts ...option.RequestOption) (res *Response, err error) {
	panic("stub")
}

func (r *ResponseService) NewStreaming(ctx context.Context, body ResponseNewParams, opts ...option.RequestOption) (stream *ssestream.Stream[ResponseStreamEventUnion]) {
	panic("stub")
}

type ResponseNewParams struct {
	Input ResponseNewParamsInputUnion `json:"input,omitzero"`
	Model shared.ResponsesModel       `json:"model,omitzero"`
}

type ResponseNewParamsInputUnion struct {
	OfString param.Opt[string] `json:",omitzero,inline"`
}

type Response struct {
	ID                string                    `json:"id" api:"required"`
	Error             ResponseError             `json:"error" api:"required"`
	IncompleteDetails ResponseIncompleteDetails `json:"incomplete_details" api:"required"`
	Output            []ResponseOutputItemUnion `json:"output" api:"required"`
	Status            ResponseStatus            `json:"status"`
	Usage             ResponseUsage             `json:"usage"`
}

// OutputText concatenates the output text; it hides Status and
// IncompleteDetails.
func (r Response) OutputText() string { panic("stub") }

type ResponseStatus string

const (
	ResponseStatusCompleted  ResponseStatus = "completed"
	ResponseStatusFailed     ResponseStatus = "failed"
	ResponseStatusInProgress ResponseStatus = "in_progress"
	ResponseStatusCancelled  ResponseStatus = "cancelled"
	ResponseStatusQueued     ResponseStatus = "queued"
	ResponseStatusIncomplete ResponseStatus = "incomplete"
)

type ResponseIncompleteDetails struct {
	// Any of "max_output_tokens", "max_messages", "content_filter", "steered".
	Reason string `json:"reason"`
}

type ResponseError struct {
	Code    ResponseErrorCode `json:"code" api:"required"`
	Message string            `json:"message" api:"required"`
}

type ResponseErrorCode string

const (
	ResponseErrorCodeServerError       ResponseErrorCode = "server_error"
	ResponseErrorCodeRateLimitExceeded ResponseErrorCode = "rate_limit_exceeded"
)

type ResponseOutputItemUnion struct {
	ID      string                              `json:"id"`
	Content []ResponseOutputMessageContentUnion `json:"content"`
	Role    string                              `json:"role"`
	Status  string                              `json:"status"`
	Type    string                              `json:"type"`
}

type ResponseOutputMessageContentUnion struct {
	Text    string `json:"text"`
	Type    string `json:"type"`
	Refusal string `json:"refusal"`
}

type ResponseUsage struct {
	InputTokens  int64 `json:"input_tokens" api:"required"`
	OutputTokens int64 `json:"output_tokens" api:"required"`
	TotalTokens  int64 `json:"total_tokens" api:"required"`
}

type ResponseStreamEventUnion struct {
	Delta          string   `json:"delta"`
	SequenceNumber int64    `json:"sequence_number"`
	Type           string   `json:"type"`
	Response       Response `json:"response"`
}
