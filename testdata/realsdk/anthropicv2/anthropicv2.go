// Package anthropicv2 calls github.com/anthropics/anthropic-sdk-go/v2.
package anthropicv2

import (
	"context"
	"errors"

	"github.com/anthropics/anthropic-sdk-go/v2"
)

func params(prompt string) anthropic.MessageNewParams {
	return anthropic.MessageNewParams{
		MaxTokens: 1024,
		Messages:  []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(prompt))},
		Model:     anthropic.ModelClaudeSonnet4_6,
	}
}

func ask(ctx context.Context, c *anthropic.Client, prompt string) (string, error) {
	msg, err := c.Messages.New(ctx, params(prompt)) // want `anthropic.MessageService.New: stop reason never read`
	if err != nil {
		return "", err
	}
	return msg.Content[0].Text, nil
}

func askChecked(ctx context.Context, c *anthropic.Client, prompt string) (string, error) {
	msg, err := c.Messages.New(ctx, params(prompt))
	if err != nil {
		return "", err
	}
	if msg.StopReason == anthropic.StopReasonMaxTokens || msg.StopReason == anthropic.StopReasonRefusal {
		return "", errors.New("incomplete answer")
	}
	return msg.Content[0].Text, nil
}

func streamAccumulated(ctx context.Context, c *anthropic.Client, prompt string) (string, error) {
	stream := c.Messages.NewStreaming(ctx, params(prompt))
	defer stream.Close()
	var msg anthropic.Message
	for stream.Next() {
		if err := msg.Accumulate(stream.Current()); err != nil {
			return "", err
		}
	}
	if err := stream.Err(); err != nil {
		return "", err
	}
	if msg.StopReason != anthropic.StopReasonEndTurn {
		return "", errors.New("stopped early")
	}
	return msg.Content[0].Text, nil
}

func streamDeltas(ctx context.Context, c *anthropic.Client, prompt string) (string, error) {
	stream := c.Messages.NewStreaming(ctx, params(prompt)) // want `anthropic.MessageService.NewStreaming: `
	defer stream.Close()
	var out string
	for stream.Next() {
		if ev := stream.Current(); ev.Type == "content_block_delta" {
			out += ev.Delta.Text
		}
	}
	return out, stream.Err()
}
