// A retry library around a function that forwards chunks: backoff.Retry
// calls it again on every error it returns.

package retry

import (
	"context"
	"errors"
	"io"

	"github.com/cenkalti/backoff/v4"
	goopenai "github.com/sashabaranov/go-openai"
)

// WithBackoff writes each delta to w and hands a failed Recv's error back
// to backoff.Retry, which starts the stream again.
func WithBackoff(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, w io.Writer) error {
	return backoff.Retry(func() error { // want `backoff.Retry retries openai.Client.CreateChatCompletionStream after forwarding chunks of the failed stream`
		stream, err := c.CreateChatCompletionStream(ctx, req)
		if err != nil {
			return err
		}
		defer stream.Close()
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
	}, backoff.NewExponentialBackOff())
}

// PermanentOnceSent gives up once a delta went out.
func PermanentOnceSent(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, w io.Writer) error {
	return backoff.Retry(func() error {
		stream, err := c.CreateChatCompletionStream(ctx, req)
		if err != nil {
			return err
		}
		defer stream.Close()
		sent := false
		for {
			resp, err := stream.Recv()
			if errors.Is(err, io.EOF) {
				return nil
			}
			if err != nil {
				if sent {
					return backoff.Permanent(err)
				}
				return err
			}
			sent = true
			io.WriteString(w, resp.Choices[0].Delta.Content)
		}
	}, backoff.NewExponentialBackOff())
}
