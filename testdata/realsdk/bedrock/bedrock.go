// Package bedrock calls github.com/aws/aws-sdk-go-v2/service/bedrockruntime.
package bedrock

import (
	"context"
	"errors"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime"
	"github.com/aws/aws-sdk-go-v2/service/bedrockruntime/types"
)

const modelID = "anthropic.claude-3-5-sonnet-20240620-v1:0"

func messages(prompt string) []types.Message {
	return []types.Message{{
		Role:    types.ConversationRoleUser,
		Content: []types.ContentBlock{&types.ContentBlockMemberText{Value: prompt}},
	}}
}

func text(out *bedrockruntime.ConverseOutput) string {
	msg, ok := out.Output.(*types.ConverseOutputMemberMessage)
	if !ok || len(msg.Value.Content) == 0 {
		return ""
	}
	if t, ok := msg.Value.Content[0].(*types.ContentBlockMemberText); ok {
		return t.Value
	}
	return ""
}

func ask(ctx context.Context, c *bedrockruntime.Client, prompt string) (string, error) {
	out, err := c.Converse(ctx, &bedrockruntime.ConverseInput{ // want `bedrockruntime.Client.Converse: stop reason never read`
		ModelId:  aws.String(modelID),
		Messages: messages(prompt),
	})
	if err != nil {
		return "", err
	}
	return text(out), nil
}

func askChecked(ctx context.Context, c *bedrockruntime.Client, prompt string) (string, error) {
	out, err := c.Converse(ctx, &bedrockruntime.ConverseInput{
		ModelId:  aws.String(modelID),
		Messages: messages(prompt),
	})
	if err != nil {
		return "", err
	}
	switch out.StopReason {
	case types.StopReasonEndTurn, types.StopReasonStopSequence:
		return text(out), nil
	case types.StopReasonMaxTokens, types.StopReasonModelContextWindowExceeded:
		return "", errors.New("answer truncated")
	default:
		return "", errors.New("answer stopped: " + string(out.StopReason))
	}
}

func streamDeltas(ctx context.Context, c *bedrockruntime.Client, prompt string) (string, error) {
	out, err := c.ConverseStream(ctx, &bedrockruntime.ConverseStreamInput{ // want `bedrockruntime.Client.ConverseStream: stop reason never read`
		ModelId:  aws.String(modelID),
		Messages: messages(prompt),
	})
	if err != nil {
		return "", err
	}
	stream := out.GetStream()
	defer stream.Close()
	var b strings.Builder
	for ev := range stream.Events() {
		if d, ok := ev.(*types.ConverseStreamOutputMemberContentBlockDelta); ok {
			if t, ok := d.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
				b.WriteString(t.Value)
			}
		}
	}
	return b.String(), stream.Err()
}

func streamChecked(ctx context.Context, c *bedrockruntime.Client, prompt string) (string, error) {
	out, err := c.ConverseStream(ctx, &bedrockruntime.ConverseStreamInput{
		ModelId:  aws.String(modelID),
		Messages: messages(prompt),
	})
	if err != nil {
		return "", err
	}
	stream := out.GetStream()
	defer stream.Close()
	var b strings.Builder
	for ev := range stream.Events() {
		switch v := ev.(type) {
		case *types.ConverseStreamOutputMemberContentBlockDelta:
			if t, ok := v.Value.Delta.(*types.ContentBlockDeltaMemberText); ok {
				b.WriteString(t.Value)
			}
		case *types.ConverseStreamOutputMemberMessageStop:
			if v.Value.StopReason != types.StopReasonEndTurn {
				return "", errors.New("stream stopped: " + string(v.Value.StopReason))
			}
		}
	}
	return b.String(), stream.Err()
}
