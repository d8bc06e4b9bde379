// Chat and Generate calls whose callback keeps the answer but never
// reads DoneReason: a reply cut at the token limit ("length") comes back
// as a complete one.

package ollama

import (
	"context"
	"fmt"
	"strings"

	"github.com/ollama/ollama/api"
)

// chat streams the reply into a builder and returns it.
func chat(ctx context.Context, client *api.Client, prompt string) (string, error) {
	var b strings.Builder
	err := client.Chat(ctx, &api.ChatRequest{ // want `api\.Client\.Chat: done reason never read; a length stop passes as success`
		Model:    "llama3.2",
		Messages: []api.Message{{Role: "user", Content: prompt}},
	}, func(r api.ChatResponse) error {
		b.WriteString(r.Message.Content)
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("chat: %w", err)
	}
	return b.String(), nil
}

// printCompletion prints each chunk as it comes, a console client.
func printCompletion(ctx context.Context, client *api.Client, prompt string) error {
	return client.Generate(ctx, &api.GenerateRequest{Model: "llama3.2", Prompt: prompt}, func(r api.GenerateResponse) error { // want `api\.Client\.Generate: done reason never read; a length stop passes as success`
		fmt.Print(r.Response)
		if r.Done {
			fmt.Println()
		}
		return nil
	})
}

// lastAnswer keeps the final response in a variable of its own and uses
// only its text.
func lastAnswer(ctx context.Context, client *api.Client, prompt string) (string, error) {
	var last api.GenerateResponse
	stream := false
	err := client.Generate(ctx, &api.GenerateRequest{Model: "llama3.2", Prompt: prompt, Stream: &stream}, func(r api.GenerateResponse) error { // want `api\.Client\.Generate: done reason never read; a length stop passes as success`
		last = r
		return nil
	})
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(last.Response), nil
}

// answerOnly calls complete (ollama.go), which returns the last response
// unread, and uses only its text.
func answerOnly(ctx context.Context, client *api.Client) (string, error) {
	r, err := complete(ctx, client, "name three colours") // want `ollama\.complete: done reason never read; a length stop passes as success`
	if err != nil {
		return "", err
	}
	return r.Response, nil
}
