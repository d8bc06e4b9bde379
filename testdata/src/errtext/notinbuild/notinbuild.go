// Package notinbuild searches error text where llmerr, or the provider
// that reads the SDK's errors, is not in the package's build: an import
// of it might name a module go.mod does not require, so there is no fix.
package notinbuild

import (
	"context"
	"strings"

	"github.com/openai/openai-go/v3"
	"google.golang.org/genai"
)

func ask(ctx context.Context, client openai.Client) error {
	_, err := client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o})
	if strings.Contains(err.Error(), "429") { // want `error err is classified by its message text with strings\.Contains`
		return nil
	}
	return err
}

func generate(ctx context.Context, c *genai.Client) error {
	_, err := c.Models.GenerateContent(ctx, "gemini-flash", genai.Text("hi"), nil)
	if strings.Contains(err.Error(), "429") { // want `error err is classified by its message text with strings\.Contains`
		return nil
	}
	return err
}
