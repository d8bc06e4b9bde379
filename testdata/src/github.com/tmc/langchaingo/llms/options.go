package llms

import "context"

type CallOption func(*CallOptions)

type CallOptions struct {
	Model         string                                        `json:"model"`
	MaxTokens     int                                           `json:"max_tokens"`
	Temperature   float64                                       `json:"temperature"`
	StreamingFunc func(ctx context.Context, chunk []byte) error `json:"-"`
}

func WithModel(model string) CallOption { panic("stub") }

func WithMaxTokens(maxTokens int) CallOption { panic("stub") }

func WithTemperature(temperature float64) CallOption { panic("stub") }

func WithStreamingFunc(streamingFunc func(ctx context.Context, chunk []byte) error) CallOption {
	panic("stub")
}
