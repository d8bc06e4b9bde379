package genai

import "context"

type Client struct{}

func (c *Client) GenerativeModel(name string) *GenerativeModel { panic("stub") }

func (c *Client) Close() error { panic("stub") }

type GenerativeModel struct {
	GenerationConfig
	SystemInstruction *Content
}

type GenerationConfig struct {
	Temperature *float32
}

func (m *GenerativeModel) GenerateContent(ctx context.Context, parts ...Part) (*GenerateContentResponse, error) {
	panic("stub")
}

func (m *GenerativeModel) GenerateContentStream(ctx context.Context, parts ...Part) *GenerateContentResponseIterator {
	panic("stub")
}

type GenerateContentResponseIterator struct {
	err    error
	merged *GenerateContentResponse
}

func (iter *GenerateContentResponseIterator) Next() (*GenerateContentResponse, error) { panic("stub") }

func (iter *GenerateContentResponseIterator) MergedResponse() *GenerateContentResponse {
	panic("stub")
}

type BlockedError struct {
	Candidate      *Candidate
	PromptFeedback *PromptFeedback
}

func (e *BlockedError) Error() string { panic("stub") }
