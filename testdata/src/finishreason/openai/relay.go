package openai

import (
	"context"
	"fmt"
	"log/slog"
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

// The raw body only printed, logged or dropped goes nowhere: the reason is
// read by no one, as with fmt.Println(resp).
func rawPrinted(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) string {
	resp, err := c.Chat.Completions.New(ctx, p) // want `openai\.ChatCompletionService\.New: finish reason never read`
	if err != nil {
		return ""
	}
	fmt.Println(resp.RawJSON())
	return resp.Choices[0].Message.Content
}

func rawDropped(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) string {
	resp, _ := c.Chat.Completions.New(ctx, p) // want `openai\.ChatCompletionService\.New: finish reason never read`
	_ = resp.RawJSON()
	return resp.Choices[0].Message.Content
}

func rawLogged(ctx context.Context, c *openai.Client, p openai.ChatCompletionNewParams) string {
	stream := c.Chat.Completions.NewStreaming(ctx, p) // want `openai\.ChatCompletionService\.NewStreaming: finish reason never read`
	var text string
	for stream.Next() {
		chunk := stream.Current()
		slog.Debug("chunk", "json", chunk.RawJSON())
		if len(chunk.Choices) > 0 {
			text += chunk.Choices[0].Delta.Content
		}
	}
	return text
}

// Kept in a variable that is written out: relayed.
func rawKept(ctx context.Context, c *openai.Client, w http.ResponseWriter, p openai.ChatCompletionNewParams) error {
	resp, err := c.Chat.Completions.New(ctx, p)
	if err != nil {
		return err
	}
	body := resp.RawJSON()
	_, err = fmt.Fprint(w, body)
	return err
}
