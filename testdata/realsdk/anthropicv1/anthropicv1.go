// Package anthropicv1 calls the v1 module path of the Anthropic SDK
// (github.com/anthropics/anthropic-sdk-go), the one Genkit's plugin uses.
package anthropicv1

import (
	"context"
	"errors"

	"github.com/anthropics/anthropic-sdk-go"
)

func params(prompt string) anthropic.MessageNewParams {
	return anthropic.MessageNewParams{
		MaxTokens: 1024,
		Messages:  []anthropic.MessageParam{anthropic.NewUserMessage(anthropic.NewTextBlock(prompt))},
		Model:     anthropic.ModelClaudeSonnet4_5,
	}
}

func ask(ctx context.Context, c *anthropic.Client, prompt string) (string, error) {
	msg, err := c.Messages.New(ctx, params(prompt)) // want `anthropic.MessageService.New: stop reason never read`
	if err != nil {
		return "", err
	}
	return msg.Content[0].Text, nil
}

func askBeta(ctx context.Context, c *anthropic.Client, prompt string) (string, error) {
	msg, err := c.Beta.Messages.New(ctx, anthropic.BetaMessageNewParams{
		MaxTokens: 1024,
		Messages:  []anthropic.BetaMessageParam{anthropic.NewBetaUserMessage(anthropic.NewBetaTextBlock(prompt))},
		Model:     anthropic.ModelClaudeSonnet4_5,
	})
	if err != nil {
		return "", err
	}
	if msg.StopReason != anthropic.BetaStopReasonEndTurn {
		return "", errors.New("stopped early")
	}
	return msg.Content[0].Text, nil
}

func streamDeltas(ctx context.Context, c *anthropic.Client, prompt string) (string, error) {
	stream := c.Messages.NewStreaming(ctx, params(prompt))
	defer stream.Close()
	var out string
	for stream.Next() {
		switch ev := stream.Current().AsAny().(type) {
		case anthropic.ContentBlockDeltaEvent:
			out += ev.Delta.Text
		case anthropic.MessageDeltaEvent:
			if ev.Delta.StopReason == anthropic.StopReasonMaxTokens {
				return out, errors.New("truncated")
			}
		}
	}
	return out, stream.Err()
}
