// Package dispatch reaches its providers through an interface of its own: // want package:`errtext\(Provider\.UM1=returnsLLMErrors\(github\.com/anthropics/anthropic-sdk-go/v2\) auditor\.M0=searchesText\(0:strings\.Contains\["try_again_later"\]/-1\) claude\.M0=returnsLLMErrors\(github\.com/anthropics/anthropic-sdk-go/v2\) claude\.M1=searchesText\(0:strings\.Contains\["try_again_later"\]/-1\)\)\}$`
// an error passed to the interface's method reaches the implementations
// declared here.
package dispatch

import (
	"context"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

type Provider interface {
	Send(ctx context.Context) error
	Retryable(err error) bool
}

type claude struct{ c *anthropic.Client }

func (p *claude) Send(ctx context.Context) error {
	_, err := p.c.Messages.New(ctx, anthropic.MessageNewParams{Model: "claude-sonnet-4-5", MaxTokens: 1024})
	return err
}

func (p *claude) Retryable(err error) bool {
	return strings.Contains(err.Error(), "try_again_later") // want `error err is classified by its message text with strings\.Contains`
}

// auditor has a Retryable of the same shape but is no Provider: nothing
// passes it an LLM error, and its needle is no known word.
type auditor struct{}

func (auditor) Retryable(err error) bool {
	return strings.Contains(err.Error(), "try_again_later")
}

func run(ctx context.Context, p Provider) error {
	for {
		err := p.Send(ctx)
		if err == nil || !p.Retryable(err) {
			return err
		}
	}
}
