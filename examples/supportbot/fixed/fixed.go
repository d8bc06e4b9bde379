// Package fixed is package bad written to the rules: both failure channels
// are read, retries live in one decorator, errors are classified by type,
// and every class is handled. llmerrlint reports nothing here.
package fixed

import (
	"context"
	"errors"
	"fmt"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/openai/openai-go/v3"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// Reply classifies the response too: a SAFETY stop or a truncation is a
// failure with a class, not an answer.
func Reply(ctx context.Context, client *genai.Client, question string) (string, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text(question), nil)
	if err != nil {
		return "", err
	}
	if class, failed := llmerr.ClassifyGenerateContent(resp); failed {
		return "", fmt.Errorf("reply: %s", class)
	}
	return resp.Text(), nil
}

// Summarize reads the finish reason before the content.
func Summarize(ctx context.Context, client openai.Client, ticket string) (string, error) {
	completion, err := client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{
		Model:    openai.ChatModelGPT4o,
		Messages: []openai.ChatCompletionMessageParamUnion{openai.UserMessage("Summarize: " + ticket)},
	})
	if err != nil {
		return "", err
	}
	if len(completion.Choices) == 0 {
		return "", errors.New("summarize: no choices")
	}
	choice := completion.Choices[0]
	if choice.FinishReason != "stop" {
		return "", fmt.Errorf("summarize: finish reason %q", choice.FinishReason)
	}
	return choice.Message.Content, nil
}

// NewAgent retries in one place, a decorator around the model that knows
// overload by the error's type and status, and lets llmerr's callbacks
// classify both channels: OnModelError for thrown failures, AfterModel for
// the ones inside a response.
func NewAgent(llm model.LLM) (agent.Agent, error) {
	cb := llmerr.NewCallbacks(llmerr.Config{})
	return llmagent.New(llmagent.Config{
		Name:                  "support",
		Model:                 llmerr.Retry(llm, llmerr.RetryConfig{}),
		Instruction:           "Answer customer questions about their orders.",
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{cb.OnModelError},
		AfterModelCallbacks:   []llmagent.AfterModelCallback{cb.AfterModel},
	})
}

// Action follows the rule table, so a new class arrives with its rule.
func Action(err error) string {
	switch llmerr.RuleFor(llmerr.Classify(err)).Action {
	case llmerr.ActionDegrade:
		return "degrade"
	case llmerr.ActionRefuse:
		return "refuse"
	case llmerr.ActionPassThrough:
		return "pass"
	case llmerr.ActionReraise:
		return "fail"
	}
	return "fail"
}
