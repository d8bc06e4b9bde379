// Package ollama holds chat code on Ollama's own client. Client.Chat and
// Client.Generate hand each response to a callback and return only an
// error: the callbacks in this file read the last response's DoneReason,
// or keep it for a caller that does, and nothing here is reported
// (flag.go holds those that are).
package ollama

import (
	"context"
	"errors"
	"strings"

	"github.com/ollama/ollama/api"
)

var errTruncated = errors.New("answer cut at the token limit")

// ask streams the answer and checks why it stopped.
func ask(ctx context.Context, client *api.Client, prompt string) (string, error) {
	var b strings.Builder
	var reason string
	err := client.Chat(ctx, &api.ChatRequest{
		Model:    "llama3.2",
		Messages: []api.Message{{Role: "user", Content: prompt}},
	}, func(r api.ChatResponse) error {
		b.WriteString(r.Message.Content)
		if r.Done {
			reason = r.DoneReason
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	if reason == "length" {
		return b.String(), errTruncated
	}
	return b.String(), nil
}

// complete keeps the last response for its caller, who reads its reason.
func complete(ctx context.Context, client *api.Client, prompt string) (api.GenerateResponse, error) {
	var last api.GenerateResponse
	err := client.Generate(ctx, &api.GenerateRequest{Model: "llama3.2", Prompt: prompt},
		func(r api.GenerateResponse) error {
			last = r
			return nil
		})
	return last, err
}

func summary(ctx context.Context, client *api.Client) (string, error) {
	r, err := complete(ctx, client, "summarise")
	if err != nil {
		return "", err
	}
	if r.DoneReason == "length" {
		return "", errTruncated
	}
	return r.Response, nil
}
