// Package bedrock retries Bedrock Runtime's ConverseStream, whose events
// arrive on the channel that GetStream().Events() returns.
package bedrock

import (
	"context"
	"fmt"
	"io"
	"iter"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
)

func request(modelID, prompt string) *bedrockruntime.ConverseStreamInput {
	return &bedrockruntime.ConverseStreamInput{
		ModelId: &modelID,
		Messages: []types.Message{{
			Role:    types.ConversationRoleUser,
			Content: []types.ContentBlock{&types.ContentBlockMemberText{Value: prompt}},
		}},
	}
}

// toWriter writes every text delta to w as it arrives and retries when the
// stream fails: the reader of w gets the first part twice.
func toWriter(ctx context.Context, c *bedrockruntime.Client, in *bedrockruntime.ConverseStreamInput, w io.Writer) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ { // want `loop retries bedrockruntime.Client.ConverseStream after forwarding chunks of the failed stream`
		out, err := c.ConverseStream(ctx, in)
		if err != nil {
			lastErr = err
			continue
		}
		stream := out.GetStream()
		for ev := range stream.Events() {
			switch v := ev.(type) {
			case *types.ConverseStreamOutputMemberContentBlockDelta:
				if text, ok := v.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
					w.Write([]byte(text.Value))
				}
			case *types.ConverseStreamOutputMemberMetadata:
				fmt.Println("usage:", v.Value.Usage)
			}
		}
		stream.Close()
		if err := stream.Err(); err != nil {
			lastErr = err
			continue
		}
		return nil
	}
	return lastErr
}

// toChannel ranges over the chained GetStream().Events() and sends each
// delta on out; the attempt leaves only when the stream had no error.
func toChannel(ctx context.Context, c *bedrockruntime.Client, prompt string, out chan<- string) error {
	var err error
	for range 3 { // want `loop retries bedrockruntime.Client.ConverseStream after forwarding chunks of the failed stream`
		var res *bedrockruntime.ConverseStreamOutput
		res, err = c.ConverseStream(ctx, request("anthropic.claude-3-haiku", prompt))
		if err != nil {
			return err
		}
		for ev := range res.GetStream().Events() {
			if d, ok := ev.(*types.ConverseStreamOutputMemberContentBlockDelta); ok {
				if text, ok := d.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
					out <- text.Value
				}
			}
		}
		if err = res.GetStream().Err(); err == nil {
			return nil
		}
	}
	return err
}

// textStream yields deltas to its consumer and starts over on a failed
// stream: the consumer sees the first deltas again.
func textStream(ctx context.Context, c *bedrockruntime.Client, in *bedrockruntime.ConverseStreamInput) iter.Seq2[string, error] {
	return func(yield func(string, error) bool) {
		var lastErr error
		for range 3 { // want `loop retries bedrockruntime.Client.ConverseStream after forwarding chunks of the failed stream`
			out, err := c.ConverseStream(ctx, in)
			if err != nil {
				yield("", err)
				return
			}
			stream := out.GetStream()
			for ev := range stream.Events() {
				switch v := ev.(type) {
				case *types.ConverseStreamOutputMemberContentBlockDelta:
					if text, ok := v.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
						if !yield(text.Value, nil) {
							stream.Close()
							return
						}
					}
				}
			}
			if stream.Err() != nil {
				lastErr = stream.Err()
				continue
			}
			return
		}
		yield("", lastErr)
	}
}

// Relay hands deltas to OnText. Its receive loop selects on the Events
// channel kept in a local, so that the context can end the wait.
type Relay struct {
	Client *bedrockruntime.Client
	OnText func(string)
}

func (r *Relay) Run(ctx context.Context, in *bedrockruntime.ConverseStreamInput) error {
	var lastErr error
attempts:
	for range 2 { // want `loop retries bedrockruntime.Client.ConverseStream after forwarding chunks of the failed stream`
		out, err := r.Client.ConverseStream(ctx, in)
		if err != nil {
			lastErr = err
			continue
		}
		stream := out.GetStream()
		events := stream.Events()
		for {
			select {
			case <-ctx.Done():
				stream.Close()
				return ctx.Err()
			case ev, ok := <-events:
				if !ok {
					if err := stream.Err(); err != nil {
						lastErr = err
						continue attempts
					}
					return nil
				}
				if d, ok := ev.(*types.ConverseStreamOutputMemberContentBlockDelta); ok {
					if text, ok := d.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
						r.OnText(text.Value)
					}
				}
			}
		}
	}
	return lastErr
}

// buffered keeps the deltas in a local builder and writes them only once
// the stream ended without error: silent.
func buffered(ctx context.Context, c *bedrockruntime.Client, in *bedrockruntime.ConverseStreamInput, w io.Writer) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		out, err := c.ConverseStream(ctx, in)
		if err != nil {
			lastErr = err
			continue
		}
		stream := out.GetStream()
		var sb strings.Builder
		for ev := range stream.Events() {
			switch v := ev.(type) {
			case *types.ConverseStreamOutputMemberContentBlockDelta:
				if text, ok := v.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
					sb.WriteString(text.Value)
				}
			}
		}
		stream.Close()
		if err := stream.Err(); err != nil {
			lastErr = err
			continue
		}
		_, err = io.WriteString(w, sb.String())
		return err
	}
	return lastErr
}

// openWithRetry retries only the call, before any event arrived; the
// stream is read once, outside the loop: silent.
func openWithRetry(ctx context.Context, c *bedrockruntime.Client, in *bedrockruntime.ConverseStreamInput, out chan<- string) error {
	var res *bedrockruntime.ConverseStreamOutput
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		res, err = c.ConverseStream(ctx, in)
		if err != nil {
			continue
		}
		break
	}
	if err != nil {
		return err
	}
	stream := res.GetStream()
	defer stream.Close()
	for ev := range stream.Events() {
		if d, ok := ev.(*types.ConverseStreamOutputMemberContentBlockDelta); ok {
			if text, ok := d.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
				out <- text.Value
			}
		}
	}
	return stream.Err()
}

// perPrompt runs one stream per prompt and skips a prompt whose stream
// fails: no stream runs twice, silent.
func perPrompt(ctx context.Context, c *bedrockruntime.Client, prompts []string, w io.Writer) {
	for _, p := range prompts {
		out, err := c.ConverseStream(ctx, request("amazon.nova-lite", p))
		if err != nil {
			continue
		}
		stream := out.GetStream()
		for ev := range stream.Events() {
			if d, ok := ev.(*types.ConverseStreamOutputMemberContentBlockDelta); ok {
				if text, ok := d.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
					fmt.Fprint(w, text.Value)
				}
			}
		}
		stream.Close()
		if err := stream.Err(); err != nil {
			continue
		}
	}
}

// toolTurns streams one turn after another while the model asks for a
// tool, and returns on any error: the loop never goes round on a failed
// stream, silent.
func toolTurns(ctx context.Context, c *bedrockruntime.Client, in *bedrockruntime.ConverseStreamInput, emit func(string)) error {
	for turn := 0; turn < 5; turn++ {
		out, err := c.ConverseStream(ctx, in)
		if err != nil {
			return err
		}
		stream := out.GetStream()
		stop := types.StopReasonEndTurn
		for ev := range stream.Events() {
			switch v := ev.(type) {
			case *types.ConverseStreamOutputMemberContentBlockDelta:
				if text, ok := v.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
					emit(text.Value)
				}
			case *types.ConverseStreamOutputMemberMessageStop:
				stop = v.Value.StopReason
			}
		}
		stream.Close()
		if err := stream.Err(); err != nil {
			return err
		}
		if stop != types.StopReasonToolUse {
			return nil
		}
		in.Messages = append(in.Messages, types.Message{Role: types.ConversationRoleUser})
	}
	return nil
}

// guardedWriter records that a delta went out and gives up from then on:
// silent.
func guardedWriter(ctx context.Context, c *bedrockruntime.Client, in *bedrockruntime.ConverseStreamInput, w io.Writer) error {
	sent := false
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		out, err := c.ConverseStream(ctx, in)
		if err != nil {
			lastErr = err
			continue
		}
		stream := out.GetStream()
		for ev := range stream.Events() {
			switch v := ev.(type) {
			case *types.ConverseStreamOutputMemberContentBlockDelta:
				if text, ok := v.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
					sent = true
					io.WriteString(w, text.Value)
				}
			}
		}
		stream.Close()
		if err := stream.Err(); err != nil {
			if sent {
				return err
			}
			lastErr = err
			continue
		}
		return nil
	}
	return lastErr
}
