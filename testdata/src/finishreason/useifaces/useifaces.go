// Package useifaces calls through an interface declared in another
// package: the interface method's wrapper fact crosses the edge.
package useifaces

import (
	"context"

	"finishreason/ifaces"
)

func headline(ctx context.Context, s ifaces.Summarizer, text string) string {
	resp, err := s.Summarize(ctx, text) // want `ifaces\.Summarizer\.Summarize: finish reason never read`
	if err != nil {
		return ""
	}
	return resp.Choices[0].Message.Content
}

func headlineChecked(ctx context.Context, s ifaces.Summarizer, text string) string {
	resp, err := s.Summarize(ctx, text)
	if err != nil || resp.Choices[0].FinishReason != "stop" {
		return ""
	}
	return resp.Choices[0].Message.Content
}

// The method value of an interface with a checked implementation: silent.
func translate(ctx context.Context, c ifaces.Translator, text string) string {
	resp, err := c.Translate(ctx, text)
	if err != nil {
		return text
	}
	return resp.Choices[0].Message.Content
}
