// Package retry wraps a streaming ADK model and an openai-go stream in
// retries: one forwards chunks and replays them, one buffers them, one
// stops retrying once a chunk went out.
package retry

import (
	"context"
	"io"
	"iter"
	"strings"

	"github.com/openai/openai-go/v3"
	"google.golang.org/adk/v2/model"
)

// Forwarding retries a stream whose chunks it has already yielded.
type Forwarding struct{ Inner model.LLM }

func (f Forwarding) Name() string { return f.Inner.Name() }

func (f Forwarding) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		var lastErr error
	retry:
		for range 3 { // want `loop retries model.LLM.GenerateContent after forwarding chunks of the failed stream`
			for resp, err := range f.Inner.GenerateContent(ctx, req, true) {
				if err != nil {
					lastErr = err
					continue retry
				}
				if !yield(resp, nil) {
					return
				}
			}
			return
		}
		yield(nil, lastErr)
	}
}

// Guarded gives up retrying once it has yielded a chunk.
type Guarded struct{ Inner model.LLM }

func (g Guarded) Name() string { return g.Inner.Name() }

func (g Guarded) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		yielded := false
		var lastErr error
	retry:
		for range 3 {
			for resp, err := range g.Inner.GenerateContent(ctx, req, stream) {
				if err != nil {
					if yielded {
						yield(nil, err)
						return
					}
					lastErr = err
					continue retry
				}
				yielded = true
				if !yield(resp, nil) {
					return
				}
			}
			return
		}
		yield(nil, lastErr)
	}
}

// Buffered writes the answer to w only once a stream has completed.
func Buffered(ctx context.Context, client openai.Client, params openai.ChatCompletionNewParams, w io.Writer) error {
	var err error
	for range 3 {
		var sb strings.Builder
		stream := client.Chat.Completions.NewStreaming(ctx, params)
		for stream.Next() {
			if chunk := stream.Current(); len(chunk.Choices) > 0 {
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
