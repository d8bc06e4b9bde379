package toolloop // want package:`finishreason\(printLogger\.M0=params\(0=uses\)\)\}$`

import (
	"context"

	"github.com/openai/openai-go/v3"

	"example.com/realsdk/applog"
)

// appLoggedLoop hands the whole response to the application's logger
// when a tool is unknown: the logger's implementations only print it, so
// the loop's answer is still taken without its reason. Reported.
func appLoggedLoop(ctx context.Context, c openai.Client, log applog.Logger, p openai.ChatCompletionNewParams, known map[string]bool) (string, error) {
	for range 8 {
		resp, err := c.Chat.Completions.New(ctx, p) // want `openai\.ChatCompletionService\.New: finish reason never read; a length or filter stop passes as success`
		if err != nil {
			log.Error(ctx, "chat failed", map[string]any{"error": err.Error()})
			return "", err
		}
		msg := resp.Choices[0].Message
		if len(msg.ToolCalls) == 0 {
			return msg.Content, nil
		}
		for _, tc := range msg.ToolCalls {
			if !known[tc.Function.Name] {
				log.Error(ctx, "tool not found", map[string]any{"tool": tc.Function.Name, "resp": resp})
				continue
			}
			log.Debug("tool call", "call", tc, "choice", resp.Choices[0])
		}
		p.Messages = append(p.Messages, msg.ToParam())
	}
	return "", nil
}

// journaledLoop records the response in a journal whose writer is out of
// view: it may be read for its reason there. Not reported.
func journaledLoop(ctx context.Context, c openai.Client, j applog.Journal, p openai.ChatCompletionNewParams) (string, error) {
	resp, err := c.Chat.Completions.New(ctx, p)
	if err != nil {
		return "", err
	}
	j.Record("completion", resp)
	return resp.Choices[0].Message.Content, nil
}

// hookedLoop hands the response to a hook implemented elsewhere. Not
// reported.
func hookedLoop(ctx context.Context, c openai.Client, h applog.Hook, p openai.ChatCompletionNewParams) (string, error) {
	resp, err := c.Chat.Completions.New(ctx, p)
	if err != nil {
		return "", err
	}
	h.OnEvent("completion", resp)
	return resp.Choices[0].Message.Content, nil
}

// localLogger is a logger interface declared beside the model call, its
// only implementation a printer. Reported.
type localLogger interface {
	Log(fields ...any)
}

type printLogger struct{}

func (printLogger) Log(fields ...any) { println(len(fields)) }

func locallyLogged(ctx context.Context, c openai.Client, l localLogger, p openai.ChatCompletionNewParams) string {
	resp, _ := c.Chat.Completions.New(ctx, p) // want `openai\.ChatCompletionService\.New: finish reason never read; a length or filter stop passes as success`
	l.Log("resp", resp)
	return resp.Choices[0].Message.Content
}
