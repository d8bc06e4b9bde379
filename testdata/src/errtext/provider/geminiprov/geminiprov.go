// Package geminiprov is one of the application's model providers: it // want package:`errtext\(Provider\.M0=returnsLLMErrors\(google\.golang\.org/genai\)\)\}$`
// calls the SDK and returns its errors wrapped.
package geminiprov

import (
	"context"
	"fmt"

	"google.golang.org/genai"
)

type Provider struct{ client *genai.Client }

func New(c *genai.Client) *Provider { return &Provider{client: c} }

func (p *Provider) Chat(ctx context.Context, prompt string) (string, error) {
	resp, err := p.client.Models.GenerateContent(ctx, p.DefaultModel(), genai.Text(prompt), nil)
	if err != nil {
		return "", fmt.Errorf("gemini chat: %w", err)
	}
	return resp.Text(), nil
}

func (p *Provider) DefaultModel() string { return "gemini-2.5-flash" }
