// Package bedrock retries Bedrock Runtime's ConverseStream on the real
// SDK: one loop writes each delta as it arrives and replays it, one
// buffers the deltas until the stream has succeeded.
package bedrock

import (
	"context"
	"io"
	"strings"

	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
)

// Forwarding writes every delta to w and retries a failed stream.
func Forwarding(ctx context.Context, c *bedrockruntime.Client, in *bedrockruntime.ConverseStreamInput, w io.Writer) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ { // want `loop retries bedrockruntime.Client.ConverseStream after forwarding chunks of the failed stream`
		out, err := c.ConverseStream(ctx, in)
		if err != nil {
			return err
		}
		stream := out.GetStream()
		for ev := range stream.Events() {
			switch v := ev.(type) {
			case *types.ConverseStreamOutputMemberContentBlockDelta:
				if text, ok := v.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
					io.WriteString(w, text.Value)
				}
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

// Buffered writes the answer only once the stream has succeeded.
func Buffered(ctx context.Context, c *bedrockruntime.Client, in *bedrockruntime.ConverseStreamInput, w io.Writer) error {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		out, err := c.ConverseStream(ctx, in)
		if err != nil {
			return err
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
