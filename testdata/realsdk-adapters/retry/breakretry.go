// Retries without a continue: the loop that reads the chunks breaks on
// an error and the attempt loop goes round again.

package retry

import (
	"context"
	"errors"
	"io"
	"iter"
	"net/http"
	"time"

	goopenai "github.com/sashabaranov/go-openai"
	"google.golang.org/adk/v2/model"
)

// Relay writes each delta to the client, breaks on a failed Recv and
// starts the stream again.
func Relay(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, w http.ResponseWriter) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ { // want `loop retries openai.Client.CreateChatCompletionStream after forwarding chunks of the failed stream`
		stream, err := c.CreateChatCompletionStream(ctx, req)
		if err != nil {
			return err
		}
		for {
			resp, err := stream.Recv()
			if errors.Is(err, io.EOF) {
				return nil
			}
			if err != nil {
				lastErr = err
				break
			}
			w.Write([]byte(resp.Choices[0].Delta.Content))
		}
		stream.Close()
		time.Sleep(time.Second << attempt)
	}
	return lastErr
}

// FirstChunkOnly retries only while nothing went out.
func FirstChunkOnly(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, w io.Writer) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		stream, err := c.CreateChatCompletionStream(ctx, req)
		if err != nil {
			lastErr = err
			continue
		}
		first, err := stream.Recv()
		if err != nil {
			lastErr = err
			continue
		}
		io.WriteString(w, first.Choices[0].Delta.Content)
		for {
			resp, err := stream.Recv()
			if errors.Is(err, io.EOF) {
				return nil
			}
			if err != nil {
				return err
			}
			io.WriteString(w, resp.Choices[0].Delta.Content)
		}
	}
	return lastErr
}

// Breaking yields the inner model's chunks, breaks on an error and asks
// the inner model again.
type Breaking struct{ Inner model.LLM }

func (b Breaking) Name() string { return b.Inner.Name() }

func (b Breaking) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		var lastErr error
		for range 3 { // want `loop retries model.LLM.GenerateContent after forwarding chunks of the failed stream`
			failed := false
			for resp, err := range b.Inner.GenerateContent(ctx, req, stream) {
				if err != nil {
					lastErr, failed = err, true
					break
				}
				if !yield(resp, nil) {
					return
				}
			}
			if !failed {
				return
			}
		}
		yield(nil, lastErr)
	}
}
