// Package bad is a support bot that handles only the errors it sees. Every
// function here is a finding of `make demo`; package fixed shows the cure.
package bad

import (
	"context"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/openai/openai-go/v3"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// Reply checks only err. A reply cut at MAX_TOKENS or stopped for SAFETY
// comes back with err == nil and reaches the customer as an answer.
func Reply(ctx context.Context, client *genai.Client, question string) (string, error) {
	resp, err := client.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text(question), nil)
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

// Summarize asks OpenAI for a ticket summary and never reads the finish
// reason: "length" and "content_filter" look like success.
func Summarize(ctx context.Context, client openai.Client, ticket string) (string, error) {
	completion, err := client.Chat.Completions.New(ctx, openai.ChatCompletionNewParams{
		Model:    openai.ChatModelGPT4o,
		Messages: []openai.ChatCompletionMessageParamUnion{openai.UserMessage("Summarize: " + ticket)},
	})
	if err != nil {
		return "", err
	}
	return completion.Choices[0].Message.Content, nil
}

// NewAgent wires an OnModelError callback and no AfterModel callback, so
// only thrown failures are handled. On overload the callback retries the
// model: a second retry layer that multiplies load during exactly that
// overload. (The errtext analyzer's own example lives in its README section
// and fixtures: the project keeps no error-text matching, even as a demo.)
func NewAgent(llm model.LLM) (agent.Agent, error) {
	return llmagent.New(llmagent.Config{
		Name:        "support",
		Model:       llm,
		Instruction: "Answer customer questions about their orders.",
		OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{
			func(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
				if llmerr.Classify(err) != llmerr.RateLimited {
					return nil, err
				}
				for resp, err := range llm.GenerateContent(ctx, req, false) {
					return resp, err
				}
				return nil, err
			},
		},
	})
}

// Action was written when there were four classes; the new ones fall
// through to "fail" without anyone deciding that.
func Action(err error) string {
	switch llmerr.Classify(err) {
	case llmerr.RateLimited, llmerr.Server, llmerr.Timeout:
		return "retry"
	case llmerr.Auth:
		return "page"
	}
	return "fail"
}
