package openai

import "context"

type ResponseStatus string

const (
	ResponseStatusCompleted  ResponseStatus = "completed"
	ResponseStatusFailed     ResponseStatus = "failed"
	ResponseStatusIncomplete ResponseStatus = "incomplete"
)

type ResponseIncompleteDetails struct {
	Reason string `json:"reason,omitempty"`
}

type CreateResponseRequest struct {
	Input any    `json:"input"`
	Model string `json:"model,omitempty"`
}

type CreateResponseResponse struct {
	ID                string                     `json:"id"`
	Status            ResponseStatus             `json:"status,omitempty"`
	IncompleteDetails *ResponseIncompleteDetails `json:"incomplete_details,omitempty"`
	Model             string                     `json:"model"`
	Output            []any                      `json:"output"`
	OutputText        string                     `json:"output_text,omitempty"`
}

func (r CreateResponseResponse) GetOutputText() string { panic("stub") }

func (c *Client) CreateResponse(ctx context.Context, request CreateResponseRequest) (response CreateResponseResponse, err error) {
	panic("stub")
}
