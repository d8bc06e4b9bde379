package anthropic

import (
	"context"
	"io"
	"net/http"

	anthropicv1 "github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/v2"
)

// A proxy relays the upstream JSON, stop reason included, to its client.

func relay(ctx context.Context, c *anthropic.Client, w http.ResponseWriter, p anthropic.MessageNewParams) error {
	msg, err := c.Messages.New(ctx, p)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, msg.RawJSON())
	return err
}

func relayV1(ctx context.Context, c *anthropicv1.Client, w http.ResponseWriter, p anthropicv1.MessageNewParams) error {
	msg, err := c.Messages.New(ctx, p)
	if err != nil {
		return err
	}
	_, err = w.Write([]byte(msg.RawJSON()))
	return err
}

// relayText sends the text alone: the reason stays behind.
func relayText(ctx context.Context, c *anthropic.Client, w http.ResponseWriter, p anthropic.MessageNewParams) error {
	msg, err := c.Messages.New(ctx, p) // want `anthropic\.MessageService\.New: stop reason never read`
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, msg.Content[0].Text)
	return err
}
