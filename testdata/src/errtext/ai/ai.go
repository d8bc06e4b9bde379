// Package ai is an application's own interface over several SDKs: its // want package:`errtext\(Gemini\.M0=returnsLLMErrors\(google\.golang\.org/genai\) IAI\.UM0=returnsLLMErrors\(github\.com/openai/openai-go/v3,google\.golang\.org/genai\) OpenAI\.M0=returnsLLMErrors\(github\.com/openai/openai-go/v3\)\)\}$`
// implementations here return model errors, so its method carries a fact.
package ai

import (
	"context"
	"os"

	"github.com/openai/openai-go/v3"
	"google.golang.org/genai"
)

// IAI is what the rest of the application calls.
type IAI interface {
	GetCompletion(ctx context.Context, prompt string) (string, error)
	LoadPrompt(name string) (string, error)
}

type OpenAI struct{ client openai.Client }

func (o *OpenAI) GetCompletion(ctx context.Context, prompt string) (string, error) {
	resp, err := o.client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o})
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Message.Content, nil
}

func (o *OpenAI) LoadPrompt(name string) (string, error) { return loadPrompt(name) }

type Gemini struct{ client *genai.Client }

func (g *Gemini) GetCompletion(ctx context.Context, prompt string) (string, error) {
	resp, err := g.client.Models.GenerateContent(ctx, "gemini-flash", genai.Text(prompt), nil)
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

func (g *Gemini) LoadPrompt(name string) (string, error) { return loadPrompt(name) }

func loadPrompt(name string) (string, error) {
	b, err := os.ReadFile(name + ".txt")
	return string(b), err
}
