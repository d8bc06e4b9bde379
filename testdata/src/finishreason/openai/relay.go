package openai

import (
	"context"
	"net/http"

	"github.com/openai/openai-go/v3"
)

// A proxy relays the upstream JSON, finish reasons included, to its
// client: the reason goes on, as with json.Marshal.

func relay(ctx context.Context, c *openai.Client, w http.ResponseWriter, p openai.ChatCompletionNewParams) error {
	resp, err := c.Chat.Completions.New(ctx, p)
	if err != nil {
		return err
	}
	_, err = w.Write([]byte(resp.RawJSON()))
	return err
}

func relayStream(ctx context.Context, c *openai.Client, w http.ResponseWriter, p openai.ChatCompletionNewParams) error {
	stream := c.Chat.Completions.NewStreaming(ctx, p)
	for stream.Next() {
		chunk := stream.Current()
		if _, err := w.Write([]byte("data: " + chunk.RawJSON() + "\n\n")); err != nil {
			return err
		}
	}
	return stream.Err()
}

// relayText sends the text alone: the reason stays behind.
func relayText(ctx context.Context, c *openai.Client, w http.ResponseWriter, p openai.ChatCompletionNewParams) error {
	resp, err := c.Chat.Completions.New(ctx, p) // want `openai\.ChatCompletionService\.New: finish reason never read`
	if err != nil {
		return err
	}
	_, err = w.Write([]byte(resp.Choices[0].Message.Content))
	return err
}
