// Package langchain holds finishreason cases for langchaingo. // want package:`finishreason\(textProvider\.M0=returnsUnread\(llms\.Model\.GenerateContent:0\)\)\}$`
package langchain

import (
	"context"
	"errors"

	"github.com/tmc/langchaingo/llms"
)

func generate(ctx context.Context, m llms.Model, msgs []llms.MessageContent) string {
	resp, _ := m.GenerateContent(ctx, msgs) // want `llms\.Model\.GenerateContent: stop reason never read; a length or safety stop passes as success`
	return resp.Choices[0].Content
}

func generateChecked(ctx context.Context, m llms.Model, msgs []llms.MessageContent) (string, error) {
	resp, err := m.GenerateContent(ctx, msgs)
	if err != nil {
		return "", err
	}
	if c := resp.Choices[0]; c.StopReason == "length" || c.StopReason == "max_tokens" {
		return "", errors.New("truncated")
	}
	return resp.Choices[0].Content, nil
}

func single(ctx context.Context, m llms.Model) (string, error) {
	return llms.GenerateFromSinglePrompt(ctx, m, "hi") // want `llms\.GenerateFromSinglePrompt returns only the text; a length or safety stop passes as success`
}

func call(ctx context.Context, m llms.Model) string {
	out, _ := m.Call(ctx, "hi") // want `llms.Model.Call returns only the text`
	return out
}

func discardedText(ctx context.Context, m llms.Model) error {
	_, err := m.Call(ctx, "ping")
	return err
}

// A concrete provider: its GenerateContent is a model call too.
type provider struct{}

func (provider) GenerateContent(ctx context.Context, messages []llms.MessageContent, options ...llms.CallOption) (*llms.ContentResponse, error) {
	return &llms.ContentResponse{}, nil
}

func (provider) Call(ctx context.Context, prompt string, options ...llms.CallOption) (string, error) {
	return "", nil
}

func concrete(ctx context.Context, p *provider) string {
	resp, _ := p.GenerateContent(ctx, nil) // want `llms\.Model\.GenerateContent: stop reason never read; a length or safety stop passes as success`
	return resp.Choices[0].Content
}

// A provider implementing the text-only Call contract cannot return the
// reason: its body is not reported.
type textProvider struct{ inner llms.Model }

func (p textProvider) GenerateContent(ctx context.Context, messages []llms.MessageContent, options ...llms.CallOption) (*llms.ContentResponse, error) {
	return p.inner.GenerateContent(ctx, messages, options...)
}

func (p textProvider) Call(ctx context.Context, prompt string, options ...llms.CallOption) (string, error) {
	return llms.GenerateFromSinglePrompt(ctx, p, prompt, options...)
}

func (p textProvider) callViaGenerate(ctx context.Context) string {
	resp, _ := p.GenerateContent(ctx, nil) // want `llms\.Model\.GenerateContent: stop reason never read; a length or safety stop passes as success`
	return resp.Choices[0].Content
}
