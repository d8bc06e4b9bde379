// Package seam puts the SDK's client behind an interface of its own, so // want package:`errtext\(Client\.M0=returnsLLMErrors\(github\.com/sashabaranov/go-openai\) chatAPI\.UM0=returnsLLMErrors\(github\.com/sashabaranov/go-openai\)\)\}$`
// that tests can fake it. In production the interface holds the SDK's
// client: its errors are the SDK's.
package seam

import (
	"context"
	"errors"
	"strings"

	openai "github.com/sashabaranov/go-openai"
)

type chatAPI interface {
	CreateChatCompletion(ctx context.Context, req openai.ChatCompletionRequest) (openai.ChatCompletionResponse, error)
}

type Client struct{ api chatAPI }

func New(c *openai.Client) *Client { return &Client{api: c} }

var ErrQuota = errors.New("quota")

func (c *Client) Ask(ctx context.Context, q string) (string, error) {
	resp, err := c.api.CreateChatCompletion(ctx, openai.ChatCompletionRequest{})
	if err != nil {
		if strings.Contains(err.Error(), "status code: 429") { // want `error err is classified by its message text with strings\.Contains`
			return "", ErrQuota
		}
		return "", err
	}
	if resp.Choices[0].FinishReason != openai.FinishReasonStop {
		return "", errors.New("truncated")
	}
	return resp.Choices[0].Message.Content, nil
}

// A method of the same name that no SDK type implements is the
// application's own: its errors are not the SDK's.
type row struct{ text string }

type store interface {
	CreateChatCompletion(ctx context.Context, key string) (row, error)
}

type Cache struct{ db store }

func (c *Cache) Lookup(ctx context.Context, key string) (string, bool) {
	r, err := c.db.CreateChatCompletion(ctx, key)
	if err != nil {
		if strings.Contains(err.Error(), "no rows") {
			return "", false
		}
		return "", false
	}
	return r.text, true
}
