// Package sdks retries the streams of openai-go, go-openai and anthropic.
package sdks

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/openai/openai-go/v3"
	goopenai "github.com/sashabaranov/go-openai"
)

// toWriter writes every delta to w as it arrives and retries on a failed
// stream: the reader of w gets the first part twice.
func toWriter(ctx context.Context, client openai.Client, params openai.ChatCompletionNewParams, w io.Writer) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ { // want `loop retries openai.ChatCompletionService.NewStreaming after forwarding chunks of the failed stream`
		stream := client.Chat.Completions.NewStreaming(ctx, params)
		for stream.Next() {
			chunk := stream.Current()
			if len(chunk.Choices) > 0 {
				fmt.Fprint(w, chunk.Choices[0].Delta.Content)
			}
		}
		if err = stream.Err(); err != nil {
			continue
		}
		return nil
	}
	return err
}

// bufferedWriter writes only a complete answer: silent.
func bufferedWriter(ctx context.Context, client openai.Client, params openai.ChatCompletionNewParams, w io.Writer) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var sb strings.Builder
		stream := client.Chat.Completions.NewStreaming(ctx, params)
		for stream.Next() {
			chunk := stream.Current()
			if len(chunk.Choices) > 0 {
				sb.WriteString(chunk.Choices[0].Delta.Content)
			}
		}
		if err = stream.Err(); err != nil {
			continue
		}
		_, err = io.WriteString(w, sb.String())
		return err
	}
	return err
}

// toChannel sends deltas on out and retries when Recv fails.
func toChannel(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, out chan<- string) error {
	var lastErr error
attempts:
	for range 3 { // want `loop retries openai.Client.CreateChatCompletionStream after forwarding chunks of the failed stream`
		stream, err := c.CreateChatCompletionStream(ctx, req)
		if err != nil {
			lastErr = err
			continue
		}
		for {
			resp, err := stream.Recv()
			if errors.Is(err, io.EOF) {
				return nil
			}
			if err != nil {
				lastErr = err
				stream.Close()
				continue attempts
			}
			out <- resp.Choices[0].Delta.Content
		}
	}
	return lastErr
}

// countedChannel counts what it sent and gives up once anything went out:
// silent.
func countedChannel(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, out chan<- string) error {
	sent := 0
	var lastErr error
attempts:
	for range 3 {
		stream, err := c.CreateChatCompletionStream(ctx, req)
		if err != nil {
			lastErr = err
			continue
		}
		for {
			resp, err := stream.Recv()
			if errors.Is(err, io.EOF) {
				return nil
			}
			if err != nil {
				if sent > 0 {
					return err
				}
				lastErr = err
				continue attempts
			}
			sent++
			out <- resp.Choices[0].Delta.Content
		}
	}
	return lastErr
}

// Streamer hands text deltas to OnText as they arrive.
type Streamer struct {
	Client anthropic.Client
	OnText func(string)
}

// Run retries the stream after OnText has seen part of the answer.
func (s *Streamer) Run(ctx context.Context, params anthropic.MessageNewParams) error {
	var err error
	for range 2 { // want `loop retries anthropic.MessageService.NewStreaming after forwarding chunks of the failed stream`
		stream := s.Client.Messages.NewStreaming(ctx, params)
		for stream.Next() {
			ev := stream.Current()
			if ev.Delta.Text != "" {
				s.OnText(ev.Delta.Text)
			}
		}
		if err = stream.Err(); err == nil {
			return nil
		}
	}
	return err
}

// localChannel sends to a channel of the loop's own making, drained after
// success: silent.
func localChannel(ctx context.Context, s *Streamer, params anthropic.MessageNewParams) (string, error) {
	var err error
	for range 2 {
		parts := make(chan string, 1024)
		stream := s.Client.Messages.NewStreaming(ctx, params)
		for stream.Next() {
			parts <- stream.Current().Delta.Text
		}
		close(parts)
		if err = stream.Err(); err != nil {
			continue
		}
		var sb strings.Builder
		for p := range parts {
			sb.WriteString(p)
		}
		return sb.String(), nil
	}
	return "", err
}

// giveUp loops over attempts but returns on a stream error: no retry,
// silent.
func giveUp(ctx context.Context, client openai.Client, params openai.ChatCompletionNewParams, w io.Writer) error {
	for attempt := 0; attempt < 3; attempt++ {
		stream := client.Chat.Completions.NewStreaming(ctx, params)
		for stream.Next() {
			if chunk := stream.Current(); len(chunk.Choices) > 0 {
				fmt.Fprint(w, chunk.Choices[0].Delta.Content)
			}
		}
		if err := stream.Err(); err != nil {
			return err
		}
	}
	return nil
}

// progress reports how many chunks arrived, not the chunks: silent.
func progress(ctx context.Context, client openai.Client, params openai.ChatCompletionNewParams, onProgress func(int)) (string, error) {
	var err error
	for range 3 {
		var sb strings.Builder
		n := 0
		stream := client.Chat.Completions.NewStreaming(ctx, params)
		for stream.Next() {
			n++
			onProgress(n)
			if chunk := stream.Current(); len(chunk.Choices) > 0 {
				sb.WriteString(chunk.Choices[0].Delta.Content)
			}
		}
		if err = stream.Err(); err != nil {
			continue
		}
		return sb.String(), nil
	}
	return "", err
}
