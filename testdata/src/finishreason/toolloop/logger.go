package toolloop

import (
	"context"
	"errors"

	"github.com/openai/openai-go/v3"
)

// Logger is the application's own logger: an interface, so what its
// methods do with their arguments is out of view.
type Logger interface {
	Info(ctx context.Context, msg string, fields map[string]any)
	Debug(msg string, args ...any)
}

// loggedLoop logs each tool call's name and arguments, and the answer's
// length, through the interface: strings and numbers cannot hold the
// finish reason, so handing them on is no escape. Reported.
func loggedLoop(ctx context.Context, c openai.Client, log Logger, p openai.ChatCompletionNewParams) (string, error) {
	resp, err := c.Chat.Completions.New(ctx, p) // want `openai\.ChatCompletionService\.New: finish reason never read; a length or filter stop passes as success`
	if err != nil {
		return "", err
	}
	msg := resp.Choices[0].Message
	for _, tc := range msg.ToolCalls {
		log.Info(ctx, "tool", map[string]any{"name": tc.Function.Name, "args": tc.Function.Arguments})
		log.Debug("tool call", "id", tc.ID)
	}
	log.Debug("answer", "len", len(msg.Content), "text", msg.Content)
	return msg.Content, nil
}

// loggedChoice hands the whole choice to the logger: the interface's
// implementation may read its finish reason. Not reported.
func loggedChoice(ctx context.Context, c openai.Client, log Logger, p openai.ChatCompletionNewParams) (string, error) {
	resp, err := c.Chat.Completions.New(ctx, p)
	if err != nil {
		return "", err
	}
	log.Info(ctx, "reply", map[string]any{"choice": resp.Choices[0]})
	return resp.Choices[0].Message.Content, nil
}

// loggedChecked logs the same strings and reads the reason. Not reported.
func loggedChecked(ctx context.Context, c openai.Client, log Logger, p openai.ChatCompletionNewParams) (string, error) {
	resp, err := c.Chat.Completions.New(ctx, p)
	if err != nil {
		return "", err
	}
	ch := resp.Choices[0]
	log.Debug("answer", "text", ch.Message.Content)
	if ch.FinishReason != "stop" {
		return "", errors.New("incomplete answer")
	}
	return ch.Message.Content, nil
}
