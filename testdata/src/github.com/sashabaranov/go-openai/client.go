// Package openai is a stub of github.com/sashabaranov/go-openai for analyzer
// tests. It keeps the real shapes of the subset it declares; the conformance
// test (analyzers/internal/conformance) checks them against v1.43.0.
package openai

type Client struct {
	config ClientConfig
}

type ClientConfig struct {
	BaseURL string
}

func NewClient(authToken string) *Client { panic("stub") }

func NewClientWithConfig(config ClientConfig) *Client { panic("stub") }

func DefaultConfig(authToken string) ClientConfig { panic("stub") }
