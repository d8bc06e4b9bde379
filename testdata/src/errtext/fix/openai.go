// Package fix holds the searches the analyzer can replace with
// llmerr.Classify: a whole if condition whose needle names one class.
package fix

import (
	"context"
	"fmt"
	"strings"

	"github.com/openai/openai-go/v3"
)

func ask(ctx context.Context, client openai.Client) (*openai.ChatCompletion, error) {
	resp, err := client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o})
	if strings.Contains(err.Error(), "429") { // want `error err is classified by its message text with strings\.Contains`
		return nil, err
	}
	// Two classes: no fix.
	if strings.Contains(err.Error(), "429 or 503") { // want `error err is classified by its message text with strings\.Contains`
		return nil, err
	}
	// Part of a larger condition: no fix.
	if err != nil && strings.Contains(err.Error(), "quota") { // want `error err is classified by its message text with strings\.Contains`
		return nil, err
	}
	// The text was taken earlier: no fix, msg would be left unused.
	msg := err.Error()
	if strings.HasPrefix(msg, "rate limit") { // want `error err is classified by its message text with strings\.HasPrefix`
		return nil, err
	}
	return resp, nil
}

// An error rebuilt from an LLM error's text has lost its type:
// llmerr.Classify would not see a 429 in it. No fix.
func askRebuilt(ctx context.Context, client openai.Client) error {
	_, err := client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{Model: openai.ChatModelGPT4o})
	if err != nil {
		err = fmt.Errorf("chat: %s", err.Error())
	}
	if strings.Contains(err.Error(), "429") { // want `error err is classified by its message text with strings\.Contains`
		return nil
	}
	return err
}
