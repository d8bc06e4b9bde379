// Package fixstream holds finishreason's fix on streams: the accumulated
// message checked after the loop and the check of the stream's error.
package fixstream

import (
	"context"
	"fmt"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/openai/openai-go/v3"
)

var (
	oai    openai.Client
	claude anthropic.Client
)

func chatStream(ctx context.Context) (string, error) {
	stream := oai.Chat.Completions.NewStreaming(ctx, openai.ChatCompletionNewParams{}) // want `finish reason never read`
	acc := openai.ChatCompletionAccumulator{}
	var b strings.Builder
	for stream.Next() {
		chunk := stream.Current()
		acc.AddChunk(chunk)
		if len(chunk.Choices) > 0 {
			b.WriteString(chunk.Choices[0].Delta.Content)
		}
	}
	if err := stream.Err(); err != nil {
		return "", fmt.Errorf("chat stream: %w", err)
	}
	return b.String(), nil
}

func messageStream(ctx context.Context) (int, error) {
	stream := claude.Messages.NewStreaming(ctx, anthropic.MessageNewParams{}) // want `stop reason never read`
	message := anthropic.Message{}
	for stream.Next() {
		if err := message.Accumulate(stream.Current()); err != nil {
			return 0, err
		}
	}
	if stream.Err() != nil {
		return 0, stream.Err()
	}
	return len(message.Content), nil
}

// No fix: the stream's error is not checked right after the loop.
func errNotChecked(ctx context.Context) (string, error) {
	stream := oai.Chat.Completions.NewStreaming(ctx, openai.ChatCompletionNewParams{}) // want `finish reason never read`
	acc := openai.ChatCompletionAccumulator{}
	for stream.Next() {
		acc.AddChunk(stream.Current())
	}
	return acc.Choices[0].Message.Content, stream.Err()
}
