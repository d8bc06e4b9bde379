// Package ollama calls Ollama's real client, github.com/ollama/ollama/api:
// Chat and Generate hand each response to a callback.
package ollama

import (
	"context"
	"errors"
	"strings"

	"github.com/ollama/ollama/api"
)

var errTruncated = errors.New("answer cut at the token limit")

func chat(ctx context.Context, client *api.Client, prompt string) (string, error) {
	var b strings.Builder
	req := &api.ChatRequest{Model: "llama3.2", Messages: []api.Message{{Role: "user", Content: prompt}}}
	err := client.Chat(ctx, req, func(r api.ChatResponse) error { // want `api.Client.Chat: done reason never read`
		b.WriteString(r.Message.Content)
		return nil
	})
	return b.String(), err
}

func chatChecked(ctx context.Context, client *api.Client, prompt string) (string, error) {
	var b strings.Builder
	req := &api.ChatRequest{Model: "llama3.2", Messages: []api.Message{{Role: "user", Content: prompt}}}
	err := client.Chat(ctx, req, func(r api.ChatResponse) error {
		b.WriteString(r.Message.Content)
		if r.Done && r.DoneReason == "length" {
			return errTruncated
		}
		return nil
	})
	return b.String(), err
}

func generate(ctx context.Context, client *api.Client, prompt string) (string, error) {
	var out string
	err := client.Generate(ctx, &api.GenerateRequest{Model: "llama3.2", Prompt: prompt}, func(r api.GenerateResponse) error { // want `api.Client.Generate: done reason never read`
		out += r.Response
		return nil
	})
	return out, err
}
