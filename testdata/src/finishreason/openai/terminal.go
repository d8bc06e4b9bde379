package openai

import (
	"context"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
)

// A Responses stream ends with an event whose type is the status: code
// that keeps only the completed event's response has told the statuses
// apart.

func completedByType(ctx context.Context, c *openai.Client, p responses.ResponseNewParams) []responses.ResponseOutputItemUnion {
	stream := c.Responses.NewStreaming(ctx, p)
	defer stream.Close()
	var done *responses.Response
	for stream.Next() {
		ev := stream.Current()
		if ev.Type == "response.completed" {
			c := ev.AsResponseCompleted()
			done = &c.Response
		}
	}
	if stream.Err() != nil || done == nil {
		return nil
	}
	return done.Output
}

func completedBySwitch(ctx context.Context, c *openai.Client, p responses.ResponseNewParams) []responses.ResponseOutputItemUnion {
	stream := c.Responses.NewStreaming(ctx, p)
	var done *responses.Response
	for stream.Next() {
		switch ev := stream.Current().AsAny().(type) {
		case responses.ResponseTextDeltaEvent:
			_ = ev.Delta
		case responses.ResponseCompletedEvent:
			done = &ev.Response
		}
	}
	if done == nil {
		return nil
	}
	return done.Output
}

func failedByTag(ctx context.Context, c *openai.Client, p responses.ResponseNewParams) (string, bool) {
	stream := c.Responses.NewStreaming(ctx, p)
	var out string
	for stream.Next() {
		ev := stream.Current()
		switch ev.Type {
		case "response.output_text.delta":
			out += ev.Delta
		case "response.failed", "response.incomplete":
			return out, false
		}
	}
	return out, true
}

// Only deltas are told apart: a stream cut short reads as complete.
func deltasOnly(ctx context.Context, c *openai.Client, p responses.ResponseNewParams) string {
	stream := c.Responses.NewStreaming(ctx, p) // want `responses\.ResponseService\.NewStreaming: status never read; an incomplete or failed response passes as success`
	var out string
	for stream.Next() {
		ev := stream.Current()
		switch ev.Type {
		case "response.output_text.delta":
			out += ev.Delta
		}
	}
	return out
}

func deltaSwitch(ctx context.Context, c *openai.Client, p responses.ResponseNewParams) string {
	stream := c.Responses.NewStreaming(ctx, p) // want `responses\.ResponseService\.NewStreaming: status never read; an incomplete or failed response passes as success`
	var out string
	for stream.Next() {
		if d, ok := stream.Current().AsAny().(responses.ResponseTextDeltaEvent); ok {
			out += d.Delta
		}
	}
	return out
}
