// This file is the README's example of a streaming Ollama call checked once
// after the stream: README.md shows it from its imports on, and llmerr's
// TestReadmeExamples keeps the two equal.
package ollamaerr_test

import (
	"context"
	"strings"

	"github.com/ollama/ollama/api"

	ollamaerr "github.com/llmerrlint/llmerrlint/llmerr/ollama"
)

func chatAnswer(ctx context.Context, client *api.Client, req *api.ChatRequest) (string, error) {
	var answer strings.Builder
	var last api.ChatResponse
	err := client.Chat(ctx, req, func(r api.ChatResponse) error {
		answer.WriteString(r.Message.Content)
		last = r
		return nil
	})
	if err != nil {
		return "", err // llmerr.Classify(err): NOT_FOUND, RATE_LIMITED, SERVER...
	}
	if err := ollamaerr.CheckChatResponse(last); err != nil {
		return "", err // an in-band TRUNCATED or UNKNOWN
	}
	return answer.String(), nil
}
