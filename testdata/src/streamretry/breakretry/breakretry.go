// Package breakretry retries streams without a continue: the loop that
// reads the chunks breaks on an error and the attempt loop goes round.
package breakretry

import (
	"context"
	"errors"
	"io"
	"iter"
	"log"
	"net/http"
	"time"

	"github.com/openai/openai-go/v3"
	goopenai "github.com/sashabaranov/go-openai"
	"google.golang.org/adk/v2/model"
)

// relay writes each delta to the client and breaks on a failed Recv:
// the attempt loop then starts the stream again.
func relay(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, w http.ResponseWriter) error {
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
				log.Printf("stream failed on attempt %d: %v", attempt, err)
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

// retryable retries only errors it deems transient, after forwarding:
// still a replay.
func retryable(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, out chan<- string) error {
	var lastErr error
	for range 3 { // want `loop retries openai.Client.CreateChatCompletionStream after forwarding chunks of the failed stream`
		stream, err := c.CreateChatCompletionStream(ctx, req)
		if err != nil {
			return err
		}
		for {
			resp, err := stream.Recv()
			if err == io.EOF {
				return nil
			}
			if err != nil {
				lastErr = err
				break
			}
			out <- resp.Choices[0].Delta.Content
		}
		if !transient(lastErr) {
			return lastErr
		}
	}
	return lastErr
}

func transient(err error) bool { return err != nil }

// decorator yields the inner model's chunks, breaks on an error and tries
// the inner model again.
type decorator struct{ inner model.LLM }

func (d decorator) Name() string { return d.inner.Name() }

func (d decorator) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		var lastErr error
		for range 3 { // want `loop retries model.LLM.GenerateContent after forwarding chunks of the failed stream`
			failed := false
			for resp, err := range d.inner.GenerateContent(ctx, req, stream) {
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

// elseReturn leaves in the else branch of the error test.
func elseReturn(ctx context.Context, client openai.Client, params openai.ChatCompletionNewParams, w io.Writer) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ { // want `loop retries openai.ChatCompletionService.NewStreaming after forwarding chunks of the failed stream`
		stream := client.Chat.Completions.NewStreaming(ctx, params)
		for stream.Next() {
			io.WriteString(w, stream.Current().Choices[0].Delta.Content)
		}
		if err := stream.Err(); err != nil {
			lastErr = err
			time.Sleep(time.Second)
		} else {
			return nil
		}
	}
	return lastErr
}

// chatLoop streams one answer per line the user types: a failed answer
// is followed by the next question, not by a retry. Silent.
func chatLoop(ctx context.Context, c *goopenai.Client, lines <-chan string, w io.Writer) {
	for {
		line, ok := <-lines
		if !ok {
			return
		}
		req := goopenai.ChatCompletionRequest{Messages: []goopenai.ChatCompletionMessage{{Content: line}}}
		stream, err := c.CreateChatCompletionStream(ctx, req)
		if err != nil {
			return
		}
		for {
			resp, err := stream.Recv()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				log.Print(err)
				break
			}
			io.WriteString(w, resp.Choices[0].Delta.Content)
		}
	}
}

// stopsAfterOutput breaks on an error and gives up once a chunk went out:
// silent.
func stopsAfterOutput(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, w io.Writer) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		sent := false
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
			sent = true
			io.WriteString(w, resp.Choices[0].Delta.Content)
		}
		if sent {
			return lastErr
		}
	}
	return lastErr
}

// firstChunkOnly retries only while nothing came: the error after the
// first chunk returns. Silent.
func firstChunkOnly(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, w io.Writer) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		stream, err := c.CreateChatCompletionStream(ctx, req)
		if err != nil {
			return err
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

// breakThenReturn breaks on an error and returns it right after the loop:
// no retry. Silent.
func breakThenReturn(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest, w io.Writer) error {
	for attempt := 0; attempt < 3; attempt++ {
		stream, err := c.CreateChatCompletionStream(ctx, req)
		if err != nil {
			continue
		}
		var streamErr error
		for {
			resp, err := stream.Recv()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				streamErr = err
				break
			}
			io.WriteString(w, resp.Choices[0].Delta.Content)
		}
		return streamErr
	}
	return nil
}

// turns is an agent's loop over turns: an error ends the turn and the
// next request goes out; no retry of the same stream. Silent.
type turns struct{ inner model.LLM }

func (t turns) Name() string { return t.inner.Name() }

func (t turns) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		for turn := 0; turn < 5; turn++ {
			for resp, err := range t.inner.GenerateContent(ctx, req, stream) {
				if err != nil {
					yield(nil, err)
					break
				}
				if !yield(resp, nil) {
					return
				}
			}
			req = nextRequest(req)
		}
	}
}

func nextRequest(req *model.LLMRequest) *model.LLMRequest { return req }
