// Package toolonly holds reads of the reason that only tell tool calls
// apart from the rest.
package toolonly

import (
	"context"
	"errors"
	"fmt"
	"log"
	"strings"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
	"github.com/openai/openai-go/v3"
	goopenai "github.com/sashabaranov/go-openai"
)

// The agent loop: a tool call goes round again, anything else is the
// answer, a max_tokens or refusal stop included.
func agentLoop(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) (string, error) {
	for {
		msg, err := c.Messages.New(ctx, p) // want `anthropic\.MessageService\.New: only tool calls told apart; a max_tokens or refusal stop passes`
		if err != nil {
			return "", err
		}
		if msg.StopReason == anthropic.StopReasonToolUse {
			p.Messages = append(p.Messages, runTools(msg))
			continue
		}
		return msg.Content[0].Text, nil
	}
}

// An if-else that sends the rest to the text.
func dispatch(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest) ([]string, error) {
	resp, err := c.CreateChatCompletion(ctx, req) // want `openai\.Client\.CreateChatCompletion: only tool calls told apart; a length or filter stop passes`
	if err != nil {
		return nil, err
	}
	var out []string
	if resp.Choices[0].FinishReason == goopenai.FinishReasonToolCalls || len(resp.Choices) > 1 {
		out = append(out, "tools")
	} else {
		out = append(out, resp.Choices[0].Message.Content)
	}
	return out, nil
}

// A for loop whose condition is the tool value, as a string literal of a
// plain string field, and a switch with only the tool case.
func loopWhileTools(ctx context.Context, c openai.Client, p openai.ChatCompletionNewParams) (string, error) {
	resp, err := c.Chat.Completions.New(ctx, p) // want `openai\.ChatCompletionService\.New: only tool calls told apart; a length or filter stop passes`
	if err != nil {
		return "", err
	}
	for resp.Choices[0].FinishReason == "tool_calls" {
		p.Messages = p.Messages[:0]
		break
	}
	return resp.Choices[0].Message.Content, nil
}

func switchTools(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) string {
	msg, _ := c.Messages.New(ctx, p) // want `anthropic\.MessageService\.New: only tool calls told apart; a max_tokens or refusal stop passes`
	switch string(msg.StopReason) {
	case "tool_use":
		runTools(msg)
	}
	return msg.Content[0].Text
}

// A forced tool call whose absence is an error reads enough.
func forcedTool(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) (string, error) {
	msg, err := c.Messages.New(ctx, p)
	if err != nil {
		return "", err
	}
	if msg.StopReason != anthropic.StopReasonToolUse {
		return "", errors.New("the model did not call the tool")
	}
	return msg.Content[0].Text, nil
}

var errNoTool = errors.New("no tool call")

func forcedSentinel(ctx context.Context, c *goopenai.Client, req goopenai.ChatCompletionRequest) (string, error) {
	resp, err := c.CreateChatCompletion(ctx, req)
	if err != nil {
		return "", err
	}
	if resp.Choices[0].FinishReason == goopenai.FinishReasonToolCalls {
		return resp.Choices[0].Message.Content, nil
	}
	return "", errNoTool
}

// The rest goes to an error after the if.
func restIsError(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) (string, error) {
	msg, err := c.Messages.New(ctx, p)
	if err != nil {
		return "", err
	}
	if msg.StopReason == anthropic.StopReasonToolUse {
		return "tools", nil
	}
	if len(msg.Content) == 0 {
		return "", fmt.Errorf("stopped without content")
	}
	log.Print("done")
	return msg.Content[0].Text, nil
}

// Another value compared: the reason is read.
func endTurnToo(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) (string, error) {
	msg, err := c.Messages.New(ctx, p)
	if err != nil {
		return "", err
	}
	if msg.StopReason == anthropic.StopReasonEndTurn {
		return msg.Content[0].Text, nil
	}
	if msg.StopReason == anthropic.StopReasonToolUse {
		return "tools", nil
	}
	return "", nil
}

// The last if of an else-if chain: the rest goes on after the chain.
func elseIf(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams, retry bool) string {
	msg, _ := c.Messages.New(ctx, p) // want `anthropic\.MessageService\.New: only tool calls told apart`
	if retry {
		return ""
	} else if msg.StopReason == anthropic.StopReasonToolUse {
		return "tools"
	}
	return msg.Content[0].Text
}

// A switch with a default decides the rest there; a condition mixing &&
// and ||, or the reason printed, is a read.
func switchDefault(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) string {
	msg, _ := c.Messages.New(ctx, p)
	switch msg.StopReason {
	case anthropic.StopReasonToolUse:
		return "tools"
	default:
		return msg.Content[0].Text
	}
}

func mixed(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams, force bool) string {
	msg, _ := c.Messages.New(ctx, p)
	if msg.StopReason == anthropic.StopReasonToolUse && force || len(msg.Content) == 0 {
		return "tools"
	}
	return msg.Content[0].Text
}

func printed(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) string {
	msg, _ := c.Messages.New(ctx, p)
	if msg.StopReason == anthropic.StopReasonToolUse {
		return "tools"
	}
	return strings.Join([]string{msg.Content[0].Text, string(msg.StopReason)}, " ")
}

// Returned to the caller, who may tell the rest apart.
func turn(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) (*anthropic.Message, bool, error) {
	msg, err := c.Messages.New(ctx, p)
	if err != nil {
		return nil, false, err
	}
	return msg, msg.StopReason == anthropic.StopReasonToolUse, nil
}

// A helper that tells tool calls apart is not reported, nor its caller.
func wantsTools(msg *anthropic.Message) bool {
	return msg.StopReason == anthropic.StopReasonToolUse
}

func viaHelper(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) string {
	msg, _ := c.Messages.New(ctx, p)
	if wantsTools(msg) {
		return "tools"
	}
	return msg.Content[0].Text
}

func runTools(msg *anthropic.Message) anthropic.MessageParam {
	_ = msg.Content
	return anthropic.MessageParam{}
}

// The rest goes to an error made by a function of the package.
func wrapRest(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams) (string, error) {
	msg, err := c.Messages.New(ctx, p)
	if err != nil {
		return "", err
	}
	if msg.StopReason == anthropic.StopReasonToolUse {
		return "tools", nil
	}
	return "", newStopError()
}

func newStopError() error { return errors.New("stopped") }

// A function that only may fail is no error made for the rest.
func mayFail(ctx context.Context, c *anthropic.Client, p anthropic.MessageNewParams, save func(string) error) error {
	msg, err := c.Messages.New(ctx, p) // want `anthropic\.MessageService\.New: only tool calls told apart`
	if err != nil {
		return err
	}
	if msg.StopReason == anthropic.StopReasonToolUse {
		return nil
	}
	return save(msg.Content[0].Text)
}

// Genkit's interrupted is a tool asking to stop the turn: a loop that
// only answers interrupts returns a length or blocked stop's text.
func genkitInterrupts(ctx context.Context, g *genkit.Genkit) (string, error) {
	resp, err := genkit.Generate(ctx, g, ai.WithPrompt("pay the invoice")) // want `genkit\.Generate: only tool calls told apart; a length or blocked stop passes`
	if err != nil {
		return "", err
	}
	for resp.FinishReason == ai.FinishReasonInterrupted {
		resp, err = genkit.Generate(ctx, g, ai.WithPrompt("confirmed"))
		if err != nil {
			return "", err
		}
	}
	return resp.Text(), nil
}

func genkitInterruptsThenFails(ctx context.Context, g *genkit.Genkit) (string, error) {
	resp, err := genkit.Generate(ctx, g, ai.WithPrompt("pay the invoice"))
	if err != nil {
		return "", err
	}
	if resp.FinishReason != ai.FinishReasonInterrupted {
		return "", fmt.Errorf("no interrupt: %s", resp.FinishReason)
	}
	return resp.Text(), nil
}
