// Package libretry retries streams with retry libraries: the function
// handed to backoff.Retry or retry-go's Do runs again on every error it
// returns, chunks already forwarded or not.
package libretry

import (
	"context"
	"errors"
	"io"
	"strings"

	"github.com/avast/retry-go/v4"
	"github.com/cenkalti/backoff/v4"
	goopenai "github.com/sashabaranov/go-openai"
)

// withBackoff writes each delta to w and hands a failed Recv's error
// back to backoff.Retry, which starts the stream again.
func withBackoff(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, w io.Writer) error {
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

// withRetryGo sends each delta on out inside retry-go's Do.
func withRetryGo(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, out chan<- string) error {
	return retry.Do(func() error { // want `retry.Do retries openai.Client.CreateChatCompletionStream after forwarding chunks of the failed stream`
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
				return err
			}
			out <- resp.Choices[0].Delta.Content
		}
	}, retry.Attempts(3))
}

// permanentOnceSent gives up once a delta went out: silent.
func permanentOnceSent(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, w io.Writer) error {
	return backoff.Retry(func() error {
		stream, err := c.CreateChatCompletionStream(ctx, req)
		if err != nil {
			return err
		}
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

// alwaysPermanent never lets a stream error be retried: silent.
func alwaysPermanent(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, w io.Writer) error {
	return backoff.Retry(func() error {
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
				return backoff.Permanent(err)
			}
			io.WriteString(w, resp.Choices[0].Delta.Content)
		}
	}, backoff.NewExponentialBackOff())
}

// buffered writes the answer only once the stream succeeded: silent.
func buffered(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, w io.Writer) error {
	var sb strings.Builder
	err := backoff.Retry(func() error {
		sb.Reset()
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
				return err
			}
			sb.WriteString(resp.Choices[0].Delta.Content)
		}
	}, backoff.NewExponentialBackOff())
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, sb.String())
	return err
}
