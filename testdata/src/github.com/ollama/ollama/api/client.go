// Package api is a stub of github.com/ollama/ollama/api for the
// analyzers' fixtures: only what they use, with the real shapes.
package api

import (
	"context"
	"net/http"
	"net/url"
)

type Client struct {
	base *url.URL
	http *http.Client
}

func ClientFromEnvironment() (*Client, error) { return &Client{}, nil }

func NewClient(base *url.URL, http *http.Client) *Client {
	return &Client{base: base, http: http}
}

type GenerateResponseFunc func(GenerateResponse) error

func (c *Client) Generate(ctx context.Context, req *GenerateRequest, fn GenerateResponseFunc) error {
	return nil
}

type ChatResponseFunc func(ChatResponse) error

func (c *Client) Chat(ctx context.Context, req *ChatRequest, fn ChatResponseFunc) error {
	return nil
}
