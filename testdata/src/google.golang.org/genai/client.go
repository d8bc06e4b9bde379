// Package genai is a stub of google.golang.org/genai v1.77.0 for analyzer
// tests: the subset of declarations the fixtures use, with the real shapes.
package genai

import "context"

type Client struct {
	Models *Models
	Chats  *Chats
}

type ClientConfig struct {
	APIKey string
}

func NewClient(ctx context.Context, cc *ClientConfig) (*Client, error) { panic("stub") }
