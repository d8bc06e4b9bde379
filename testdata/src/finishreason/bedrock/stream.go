package bedrock

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
)

func streamRequest(prompt string) *bedrockruntime.ConverseStreamInput {
	in := request(prompt)
	return &bedrockruntime.ConverseStreamInput{ModelId: in.ModelId, Messages: in.Messages}
}

// The deltas are joined and the message_stop event ignored: a max_tokens
// stop ends the stream like a finished answer.
func streamText(ctx context.Context, c *bedrockruntime.Client, q string) (string, error) {
	out, err := c.ConverseStream(ctx, streamRequest(q)) // want `bedrockruntime\.Client\.ConverseStream: stop reason never read; a max_tokens or guardrail stop passes as success`
	if err != nil {
		return "", err
	}
	stream := out.GetStream()
	defer stream.Close()
	var b strings.Builder
	for ev := range stream.Events() {
		switch v := ev.(type) {
		case *types.ConverseStreamOutputMemberContentBlockDelta:
			if text, ok := v.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
				b.WriteString(text.Value)
			}
		case *types.ConverseStreamOutputMemberMetadata:
			if v.Value.Usage != nil && v.Value.Usage.TotalTokens != nil {
				fmt.Println("tokens:", *v.Value.Usage.TotalTokens)
			}
		}
	}
	if err := stream.Err(); err != nil {
		return "", err
	}
	return b.String(), nil
}

func streamChecksStop(ctx context.Context, c *bedrockruntime.Client, q string) (string, error) {
	out, err := c.ConverseStream(ctx, streamRequest(q))
	if err != nil {
		return "", err
	}
	stream := out.GetStream()
	defer stream.Close()
	var b strings.Builder
	for ev := range stream.Events() {
		switch v := ev.(type) {
		case *types.ConverseStreamOutputMemberContentBlockDelta:
			if text, ok := v.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
				b.WriteString(text.Value)
			}
		case *types.ConverseStreamOutputMemberMessageStop:
			if v.Value.StopReason != types.StopReasonEndTurn {
				return "", fmt.Errorf("model stopped early: %s", v.Value.StopReason)
			}
		}
	}
	return b.String(), stream.Err()
}

// The stop event taken out with a comma-ok assertion, on the stream of a
// chained call.
func streamCommaOk(ctx context.Context, c *bedrockruntime.Client, q string) error {
	out, err := c.ConverseStream(ctx, streamRequest(q))
	if err != nil {
		return err
	}
	for ev := range out.GetStream().Events() {
		if stop, ok := ev.(*types.ConverseStreamOutputMemberMessageStop); ok && stop.Value.StopReason == types.StopReasonMaxTokens {
			return errors.New("answer truncated")
		}
	}
	return out.GetStream().Err()
}

// Received in a select, so that the context can end the wait.
func streamSelect(ctx context.Context, c *bedrockruntime.Client, q string, emit func(string)) error {
	out, err := c.ConverseStream(ctx, streamRequest(q))
	if err != nil {
		return err
	}
	stream := out.GetStream()
	defer stream.Close()
	events := stream.Events()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case ev, ok := <-events:
			if !ok {
				return stream.Err()
			}
			switch v := ev.(type) {
			case *types.ConverseStreamOutputMemberContentBlockDelta:
				if text, ok := v.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
					emit(text.Value)
				}
			case *types.ConverseStreamOutputMemberMessageStop:
				if v.Value.StopReason == types.StopReasonGuardrailIntervened {
					return errors.New("blocked by guardrail")
				}
			}
		}
	}
}

// Reading only the metadata event is still a use.
func streamUsage(ctx context.Context, c *bedrockruntime.Client, q string) int32 {
	out, err := c.ConverseStream(ctx, streamRequest(q)) // want `bedrockruntime\.Client\.ConverseStream: stop reason never read; a max_tokens or guardrail stop passes as success`
	if err != nil {
		return 0
	}
	var total int32
	for ev := range out.GetStream().Events() {
		if m, ok := ev.(*types.ConverseStreamOutputMemberMetadata); ok && m.Value.Usage != nil && m.Value.Usage.TotalTokens != nil {
			total = *m.Value.Usage.TotalTokens
		}
	}
	return total
}

func streamDiscarded(ctx context.Context, c *bedrockruntime.Client) error {
	_, err := c.ConverseStream(ctx, streamRequest("ping"))
	return err
}

// The events are handed to another goroutine through a channel: silent.
func streamForward(ctx context.Context, c *bedrockruntime.Client, q string, sink chan<- types.ConverseStreamOutput) error {
	out, err := c.ConverseStream(ctx, streamRequest(q))
	if err != nil {
		return err
	}
	stream := out.GetStream()
	defer stream.Close()
	for ev := range stream.Events() {
		sink <- ev
	}
	return stream.Err()
}

// openStream returns the stream unread: it is silent, its callers are
// model calls.
func openStream(ctx context.Context, c *bedrockruntime.Client, q string) (*bedrockruntime.ConverseStreamEventStream, error) {
	out, err := c.ConverseStream(ctx, streamRequest(q))
	if err != nil {
		return nil, err
	}
	return out.GetStream(), nil
}

// collect reads the stop event for its callers.
func collect(stream *bedrockruntime.ConverseStreamEventStream) (string, error) {
	defer stream.Close()
	var b strings.Builder
	for ev := range stream.Events() {
		switch v := ev.(type) {
		case *types.ConverseStreamOutputMemberContentBlockDelta:
			if text, ok := v.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
				b.WriteString(text.Value)
			}
		case *types.ConverseStreamOutputMemberMessageStop:
			if v.Value.StopReason == types.StopReasonMaxTokens {
				return b.String(), errors.New("answer truncated")
			}
		}
	}
	return b.String(), stream.Err()
}

// deltas takes the text and nothing else.
func deltas(stream *bedrockruntime.ConverseStreamEventStream) string {
	var b strings.Builder
	for ev := range stream.Events() {
		if d, ok := ev.(*types.ConverseStreamOutputMemberContentBlockDelta); ok {
			if text, ok := d.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
				b.WriteString(text.Value)
			}
		}
	}
	return b.String()
}

func streamAnswer(ctx context.Context, c *bedrockruntime.Client, q string) (string, error) {
	stream, err := openStream(ctx, c, q)
	if err != nil {
		return "", err
	}
	return collect(stream)
}

func streamAnswerText(ctx context.Context, c *bedrockruntime.Client, q string) (string, error) {
	stream, err := openStream(ctx, c, q) // want `bedrock\.openStream: stop reason never read; a max_tokens or guardrail stop passes as success`
	if err != nil {
		return "", err
	}
	defer stream.Close()
	return deltas(stream), nil
}

func streamDirectToHelper(ctx context.Context, c *bedrockruntime.Client, q string) (string, error) {
	out, err := c.ConverseStream(ctx, streamRequest(q))
	if err != nil {
		return "", err
	}
	return collect(out.GetStream())
}

// The message_stop event is matched but its reason dropped; an unknown
// event is printed into an error, which hands nothing on.
func streamStopIgnored(ctx context.Context, c *bedrockruntime.Client, q string, out chan<- string) error {
	resp, err := c.ConverseStream(ctx, streamRequest(q)) // want `bedrockruntime\.Client\.ConverseStream: stop reason never read`
	if err != nil {
		return err
	}
	stream := resp.GetStream()
	defer stream.Close()
	for ev := range stream.Events() {
		switch v := ev.(type) {
		case *types.ConverseStreamOutputMemberContentBlockDelta:
			if text, ok := v.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
				out <- text.Value
			}
		case *types.ConverseStreamOutputMemberMessageStop:
			out <- "\n"
			return nil
		default:
			return fmt.Errorf("unknown stream event type: %T", v)
		}
	}
	return stream.Err()
}
