// Package langchain holds finishreason cases for langchaingo. // want package:`finishreason\(textProvider\.M0=returnsUnread\(llms\.Model\.GenerateContent:0\)\)\}$`
package langchain

import (
	"context"
	"errors"

	"github.com/tmc/langchaingo/chains"
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

// GenerationInfo holds the provider's token counts, never the response or
// its stop reason: handing it to the SDK's own reader sends nothing of the
// response on.
func thinking(ctx context.Context, m llms.Model, msgs []llms.MessageContent) (string, int) {
	resp, err := m.GenerateContent(ctx, msgs) // want `llms\.Model\.GenerateContent: stop reason never read; a length or safety stop passes as success`
	if err != nil {
		return "", 0
	}
	n := 0
	if usage := llms.ExtractThinkingTokens(resp.Choices[0].GenerationInfo); usage != nil {
		n = usage.ThinkingTokens
	}
	return resp.Choices[0].Content, n
}

// A variable reused for a follow-up call holds the second response from
// that statement on: what happens to it there says nothing of the first.
func followUp(ctx context.Context, m llms.Model, history []llms.MessageContent, journal func(any)) (string, error) {
	resp, err := m.GenerateContent(ctx, history) // want `llms\.Model\.GenerateContent: stop reason never read; a length or safety stop passes as success`
	if err != nil {
		return "", err
	}
	history = append(history, llms.TextParts(llms.ChatMessageTypeAI, resp.Choices[0].Content))
	resp, err = m.GenerateContent(ctx, history)
	if err != nil {
		return "", err
	}
	journal(resp.Choices[0]) // the second response escapes
	return resp.Choices[0].StopReason, nil
}

// The first response's reason is read before the variable is reused.
func followUpChecked(ctx context.Context, m llms.Model, history []llms.MessageContent, journal func(any)) error {
	resp, err := m.GenerateContent(ctx, history)
	if err != nil || resp.Choices[0].StopReason == "length" {
		return errors.New("no first answer")
	}
	history = append(history, llms.TextParts(llms.ChatMessageTypeAI, resp.Choices[0].Content))
	resp, err = m.GenerateContent(ctx, history)
	if err != nil {
		return err
	}
	journal(resp)
	return nil
}

// A fallback stored on one path only: the read after it may see either
// response.
func fallback(ctx context.Context, m, backup llms.Model, msgs []llms.MessageContent) (string, error) {
	resp, err := m.GenerateContent(ctx, msgs)
	if err != nil {
		resp, err = backup.GenerateContent(ctx, msgs)
	}
	if err != nil || resp.Choices[0].StopReason != "stop" {
		return "", errors.New("no answer")
	}
	return resp.Choices[0].Content, nil
}

// In a loop the read before the reuse sees the first response on the
// first turn.
func turns(ctx context.Context, m llms.Model, msgs []llms.MessageContent) string {
	resp, err := m.GenerateContent(ctx, msgs)
	out := ""
	for i := 0; i < 3 && err == nil; i++ {
		if resp.Choices[0].StopReason == "length" {
			break
		}
		out += resp.Choices[0].Content
		resp, err = m.GenerateContent(ctx, msgs)
	}
	return out
}

// A closure runs when its caller says: its read is not placed after the
// reuse, and counts for both calls.
func deferredRead(ctx context.Context, m llms.Model, msgs []llms.MessageContent) (string, func() bool) {
	resp, _ := m.GenerateContent(ctx, msgs)
	text := resp.Choices[0].Content
	resp, _ = m.GenerateContent(ctx, msgs)
	text += resp.Choices[0].Content
	return text, func() bool { return resp.Choices[0].StopReason == "stop" }
}

// A chain's output is its model's text: the stop reason stays inside.
func runChain(ctx context.Context, c chains.Chain, question string) (string, error) {
	return chains.Run(ctx, c, question) // want `chains\.Run returns only the text; a length or safety stop passes as success`
}

func predictChain(ctx context.Context, c chains.Chain) string {
	out, _ := chains.Predict(ctx, c, map[string]any{"q": "hi"}) // want `chains\.Predict returns only the text`
	return out
}

func warmChain(ctx context.Context, c chains.Chain) error {
	_, err := chains.Run(ctx, c, "ping")
	return err
}
