// Package anthropic holds finishreason cases for anthropic-sdk-go v1 and v2.
package anthropic

import (
	"context"
	"errors"
	"strings"

	anthropicv1 "github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/v2"
)

func textOnly(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) (string, error) {
	msg, err := c.Messages.New(ctx, p) // want `anthropic\.MessageService\.New: stop reason never read; a max_tokens or refusal stop passes as success`
	if err != nil {
		return "", err
	}
	return msg.Content[0].Text, nil
}

func checksStop(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) (string, error) {
	msg, err := c.Messages.New(ctx, p)
	if err != nil {
		return "", err
	}
	if msg.StopReason == anthropic.StopReasonMaxTokens {
		return "", errors.New("truncated")
	}
	return msg.Content[0].Text, nil
}

func v1TextOnly(ctx context.Context, c *anthropicv1.Client, p anthropicv1.MessageNewParams) string {
	msg, _ := c.Messages.New(ctx, p) // want `anthropic\.MessageService\.New: stop reason never read; a max_tokens or refusal stop passes as success`
	return msg.Content[0].Text
}

func beta(ctx context.Context, c *anthropic.Client, p anthropic.BetaMessageNewParams) string {
	msg, _ := c.Beta.Messages.New(ctx, p) // want `anthropic\.BetaMessageService\.New: stop reason never read; a max_tokens or refusal stop passes as success`
	return msg.Content[0].Text
}

func streamText(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) string {
	var b strings.Builder
	stream := c.Messages.NewStreaming(ctx, p) // want `anthropic\.MessageService\.NewStreaming: stop reason never read; a max_tokens or refusal stop passes as success`
	for stream.Next() {
		ev := stream.Current()
		b.WriteString(ev.Delta.Text)
	}
	return b.String()
}

func streamAccumulate(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) (string, error) {
	msg := anthropic.Message{}
	stream := c.Messages.NewStreaming(ctx, p)
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

func streamDeltaEvent(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) bool {
	stream := c.Messages.NewStreaming(ctx, p)
	for stream.Next() {
		switch ev := stream.Current().AsAny().(type) {
		case anthropic.MessageDeltaEvent:
			if ev.Delta.StopReason == anthropic.StopReasonMaxTokens {
				return false
			}
		}
	}
	return true
}

func streamUnionDelta(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) bool {
	stream := c.Messages.NewStreaming(ctx, p)
	defer stream.Close()
	for stream.Next() {
		if stream.Current().Delta.StopReason == anthropic.StopReasonRefusal {
			return false
		}
	}
	return true
}

// Which model served the request, and at what cost, says nothing of its
// answer: a probe that only reports them ships nothing a stop could spoil.
func servedBy(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) (string, int64, error) {
	msg, err := c.Messages.New(ctx, p)
	if err != nil {
		return "", 0, err
	}
	return string(msg.Model) + " " + msg.ID, msg.Usage.OutputTokens, nil
}

// The usage beside the answer: the answer is used, its reason never read.
func textAndUsage(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) (string, int64) {
	msg, err := c.Messages.New(ctx, p) // want `anthropic\.MessageService\.New: stop reason never read; a max_tokens or refusal stop passes as success`
	if err != nil {
		return "", 0
	}
	return msg.Content[0].Text, msg.Usage.OutputTokens
}

// The tool runner's last message can stop on max_tokens or refusal, or on
// tool_use when MaxIterations ran out.
func toolRunnerText(ctx context.Context, c *anthropic.Client, tools []anthropic.BetaTool, p anthropic.BetaToolRunnerParams) (string, error) {
	runner := c.Beta.Messages.NewToolRunner(tools, p)
	msg, err := runner.RunToCompletion(ctx) // want `anthropic\.BetaToolRunner\.RunToCompletion: stop reason never read; max_tokens or refusal passes as success`
	if err != nil {
		return "", err
	}
	return msg.Content[0].Text, nil
}

func toolRunnerChecked(ctx context.Context, c *anthropic.Client, tools []anthropic.BetaTool, p anthropic.BetaToolRunnerParams) (string, error) {
	runner := c.Beta.Messages.NewToolRunner(tools, p)
	msg, err := runner.RunToCompletion(ctx)
	if err != nil {
		return "", err
	}
	if msg.StopReason != anthropic.BetaStopReasonEndTurn {
		return "", errors.New("stopped: " + string(msg.StopReason))
	}
	return msg.Content[0].Text, nil
}

func toolRunnerSteps(ctx context.Context, c *anthropic.Client, tools []anthropic.BetaTool, p anthropic.BetaToolRunnerParams) (string, error) {
	runner := c.Beta.Messages.NewToolRunner(tools, p)
	var last string
	for msg, err := range runner.All(ctx) { // want `anthropic\.BetaToolRunner\.All: stop reason never read; max_tokens or refusal passes as success`
		if err != nil {
			return "", err
		}
		last = msg.Content[0].Text
	}
	return last, nil
}

// The streaming runner yields each turn's events; its last turn can stop
// as the other runner's can.
func toolRunnerStreamed(ctx context.Context, c *anthropic.Client, tools []anthropic.BetaTool, p anthropic.BetaToolRunnerParams) string {
	runner := c.Beta.Messages.NewToolRunnerStreaming(tools, p)
	var b strings.Builder
	for events, err := range runner.AllStreaming(ctx) { // want `BetaToolRunnerStreaming\.AllStreaming: stop reason never read; max_tokens or refusal passes as success`
		if err != nil {
			return ""
		}
		for ev, err := range events {
			if err != nil {
				return ""
			}
			b.WriteString(ev.Delta.Text)
		}
	}
	return b.String()
}

func toolRunnerStreamedChecked(ctx context.Context, c *anthropic.Client, tools []anthropic.BetaTool, p anthropic.BetaToolRunnerParams) (string, error) {
	runner := c.Beta.Messages.NewToolRunnerStreaming(tools, p)
	var b strings.Builder
	for events, err := range runner.AllStreaming(ctx) {
		if err != nil {
			return "", err
		}
		for ev, err := range events {
			if err != nil {
				return "", err
			}
			if ev.Delta.StopReason == anthropic.BetaStopReasonMaxTokens {
				return "", errors.New("cut at max_tokens")
			}
			b.WriteString(ev.Delta.Text)
		}
	}
	return b.String(), nil
}

func toolRunnerNextStreamed(ctx context.Context, runner *anthropic.BetaToolRunnerStreaming) string {
	var b strings.Builder
	for ev, err := range runner.NextStreaming(ctx) { // want `BetaToolRunnerStreaming\.NextStreaming: stop reason never read; max_tokens or refusal passes as success`
		if err != nil {
			return ""
		}
		b.WriteString(ev.Delta.Text)
	}
	return b.String()
}

// The runner keeps its last message: reading its stop reason there reads
// the run's.
func toolRunnerLastMessage(ctx context.Context, c *anthropic.Client, tools []anthropic.BetaTool, p anthropic.BetaToolRunnerParams) (string, error) {
	runner := c.Beta.Messages.NewToolRunnerStreaming(tools, p)
	var b strings.Builder
	for ev, err := range runner.NextStreaming(ctx) {
		if err != nil {
			return "", err
		}
		b.WriteString(ev.Delta.Text)
	}
	if last := runner.LastMessage(); last != nil && last.StopReason != anthropic.BetaStopReasonEndTurn {
		return "", errors.New("stopped: " + string(last.StopReason))
	}
	return b.String(), nil
}

func toolRunnerNext(ctx context.Context, runner *anthropic.BetaToolRunner) (string, error) {
	var last string
	for {
		msg, err := runner.NextMessage(ctx)
		if err != nil {
			return "", err
		}
		if msg == nil {
			return last, nil
		}
		switch msg.StopReason {
		case anthropic.BetaStopReasonMaxTokens, anthropic.BetaStopReasonRefusal:
			return "", errors.New("stopped: " + string(msg.StopReason))
		}
		last = msg.Content[0].Text
	}
}
