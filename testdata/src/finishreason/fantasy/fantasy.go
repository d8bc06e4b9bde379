// Package fantasy holds finishreason cases for charm.land/fantasy.
package fantasy

import (
	"context"
	"errors"
	"strings"

	"charm.land/fantasy"
)

func summarize(ctx context.Context, m fantasy.LanguageModel, call fantasy.Call) (string, error) {
	resp, err := m.Generate(ctx, call) // want `fantasy\.LanguageModel\.Generate: finish reason never read; a length or filter stop passes as success`
	if err != nil {
		return "", err
	}
	return resp.Content.Text(), nil
}

func summarizeChecked(ctx context.Context, m fantasy.LanguageModel, call fantasy.Call) (string, error) {
	resp, err := m.Generate(ctx, call)
	if err != nil {
		return "", err
	}
	if resp.FinishReason == fantasy.FinishReasonLength {
		return "", errors.New("summary truncated")
	}
	return resp.Content.Text(), nil
}

// Token counts alone use nothing a stop could spoil.
func countTokens(ctx context.Context, m fantasy.LanguageModel, call fantasy.Call) int64 {
	resp, _ := m.Generate(ctx, call)
	return resp.Usage.OutputTokens
}

func streamText(ctx context.Context, m fantasy.LanguageModel, call fantasy.Call) (string, error) {
	stream, err := m.Stream(ctx, call) // want `fantasy\.LanguageModel\.Stream: finish reason never read; a length or filter stop passes as success`
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for part := range stream {
		switch part.Type {
		case fantasy.StreamPartTypeTextDelta:
			b.WriteString(part.Delta)
		case fantasy.StreamPartTypeError:
			return "", part.Error
		}
	}
	return b.String(), nil
}

func streamChecked(ctx context.Context, m fantasy.LanguageModel, call fantasy.Call) (string, error) {
	stream, err := m.Stream(ctx, call)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for part := range stream {
		switch part.Type {
		case fantasy.StreamPartTypeTextDelta:
			b.WriteString(part.Delta)
		case fantasy.StreamPartTypeFinish:
			if part.FinishReason != fantasy.FinishReasonStop {
				return "", errors.New("stream stopped early")
			}
		}
	}
	return b.String(), nil
}

func agentAnswer(ctx context.Context, a fantasy.Agent, prompt string) (string, error) {
	res, err := a.Generate(ctx, fantasy.AgentCall{Prompt: prompt}) // want `fantasy\.Agent\.Generate: finish reason never read; a length or filter stop passes as success`
	if err != nil {
		return "", err
	}
	return res.Response.Content.Text(), nil
}

// The last step's reason, promoted from the Response it embeds.
func agentChecked(ctx context.Context, a fantasy.Agent, prompt string) (string, error) {
	res, err := a.Stream(ctx, fantasy.AgentStreamCall{Prompt: prompt})
	if err != nil {
		return "", err
	}
	if last := res.Steps[len(res.Steps)-1]; last.FinishReason == fantasy.FinishReasonContentFilter {
		return "", errors.New("filtered")
	}
	return res.Response.Content.Text(), nil
}

func extractJSON(ctx context.Context, m fantasy.LanguageModel, call fantasy.ObjectCall) string {
	resp, _ := m.GenerateObject(ctx, call) // want `fantasy\.LanguageModel\.GenerateObject: finish reason never read; a length or filter stop passes as success`
	return resp.RawText
}

// A tool-call loop that tells only tool calls apart.
func toolLoop(ctx context.Context, m fantasy.LanguageModel, call fantasy.Call) string {
	for {
		resp, err := m.Generate(ctx, call) // want `fantasy\.LanguageModel\.Generate: only tool calls told apart; a length or filter stop passes`
		if err != nil {
			return ""
		}
		if resp.FinishReason == fantasy.FinishReasonToolCalls {
			call.Prompt = append(call.Prompt, fantasy.Message{Role: fantasy.MessageRoleUser})
			continue
		}
		return resp.Content.Text()
	}
}

// A model built from a provider implements LanguageModel: its methods are
// model calls too.
type fixedModel struct{ fantasy.LanguageModel }

func (fixedModel) Generate(ctx context.Context, call fantasy.Call) (*fantasy.Response, error) {
	return &fantasy.Response{FinishReason: fantasy.FinishReasonStop}, nil
}

func viaConcrete(ctx context.Context, m fixedModel, call fantasy.Call) string {
	resp, _ := m.Generate(ctx, call) // want `fantasy\.LanguageModel\.Generate: finish reason never read`
	return resp.Content.Text()
}

// The reason handed to a callback of the streaming call: it is read there.
func agentStreamCallbacks(ctx context.Context, a fantasy.Agent, prompt string) (string, error) {
	var stopped error
	res, err := a.Stream(ctx, fantasy.AgentStreamCall{
		Prompt: prompt,
		OnStepFinish: func(step fantasy.StepResult) error {
			if step.FinishReason == fantasy.FinishReasonLength {
				stopped = errors.New("step cut off")
			}
			return nil
		},
	})
	if err != nil {
		return "", err
	}
	if stopped != nil {
		return "", stopped
	}
	return res.Response.Content.Text(), nil
}

// A callback set by a helper of the package: we cannot see which.
func agentStreamBuilt(ctx context.Context, a fantasy.Agent, call fantasy.AgentStreamCall) string {
	res, _ := a.Stream(ctx, call)
	return res.Response.Content.Text()
}

// A callback that takes only the text leaves the reason unread.
func agentStreamText(ctx context.Context, a fantasy.Agent, prompt string) string {
	var b strings.Builder
	res, _ := a.Stream(ctx, fantasy.AgentStreamCall{ // want `fantasy\.Agent\.Stream: finish reason never read`
		Prompt: prompt,
		OnTextDelta: func(id, text string) error {
			b.WriteString(text)
			return nil
		},
		OnStreamFinish: nil,
	})
	_ = res.Response.Content
	return b.String()
}

// A step callback that only replays the steps reads no reason.
func agentStreamReplay(ctx context.Context, a fantasy.Agent, prompt string, replay func([]fantasy.Message)) string {
	res, _ := a.Stream(ctx, fantasy.AgentStreamCall{ // want `fantasy\.Agent\.Stream: finish reason never read`
		Prompt: prompt,
		OnStepFinish: func(step fantasy.StepResult) error {
			replay(step.Messages)
			return nil
		},
	})
	return res.Response.Content.Text()
}

// The finish callback's reason, used.
func agentStreamFinish(ctx context.Context, a fantasy.Agent, prompt string) (string, error) {
	var reason fantasy.FinishReason
	res, err := a.Stream(ctx, fantasy.AgentStreamCall{
		Prompt: prompt,
		OnStreamFinish: func(_ fantasy.Usage, finishReason fantasy.FinishReason, _ fantasy.ProviderMetadata) error {
			reason = finishReason
			return nil
		},
	})
	if err != nil || reason == fantasy.FinishReasonLength {
		return "", errors.New("cut off")
	}
	return res.Response.Content.Text(), nil
}

// A method value: we cannot see what it reads.
type journal struct{}

func (journal) step(fantasy.StepResult) error { return nil }

func agentStreamMethod(ctx context.Context, a fantasy.Agent, j journal) string {
	res, _ := a.Stream(ctx, fantasy.AgentStreamCall{OnStepFinish: j.step})
	return res.Response.Content.Text()
}

// The call held in a variable defined once: its literal is what counts.
func agentStreamVar(ctx context.Context, a fantasy.Agent, prompt string) string {
	call := fantasy.AgentStreamCall{
		Prompt:       prompt,
		OnStepFinish: func(step fantasy.StepResult) error { return nil },
	}
	res, _ := a.Stream(ctx, call) // want `fantasy\.Agent\.Stream: finish reason never read`
	return res.Response.Content.Text()
}

// A field set after the literal: we do not follow what it holds.
func agentStreamVarSet(ctx context.Context, a fantasy.Agent, prompt string, j journal) string {
	call := fantasy.AgentStreamCall{Prompt: prompt}
	call.OnStepFinish = j.step
	res, _ := a.Stream(ctx, call)
	return res.Response.Content.Text()
}

// The answer taken through OnTextDelta: the result dropped, the response
// is still used.
func agentStreamDeltas(ctx context.Context, a fantasy.Agent, prompt string) (string, error) {
	var b strings.Builder
	_, err := a.Stream(ctx, fantasy.AgentStreamCall{ // want `fantasy\.Agent\.Stream: finish reason never read`
		Prompt: prompt,
		OnTextDelta: func(_, text string) error {
			b.WriteString(text)
			return nil
		},
	})
	return b.String(), err
}

// Without an answer callback a dropped result uses nothing.
func agentStreamFireAndForget(ctx context.Context, a fantasy.Agent, prompt string) error {
	_, err := a.Stream(ctx, fantasy.AgentStreamCall{Prompt: prompt})
	return err
}

func streamObject(ctx context.Context, m fantasy.LanguageModel, call fantasy.ObjectCall) []any {
	parts, _ := m.StreamObject(ctx, call) // want `fantasy\.LanguageModel\.StreamObject: finish reason never read`
	var out []any
	for part := range parts {
		if part.Type == fantasy.ObjectStreamPartTypeObject {
			out = append(out, part.Delta)
		}
	}
	return out
}

func streamObjectChecked(ctx context.Context, m fantasy.LanguageModel, call fantasy.ObjectCall) ([]string, error) {
	parts, err := m.StreamObject(ctx, call)
	if err != nil {
		return nil, err
	}
	var out []string
	for part := range parts {
		switch part.Type {
		case fantasy.ObjectStreamPartTypeObject:
			out = append(out, part.Delta)
		case fantasy.ObjectStreamPartTypeFinish:
			if part.FinishReason != fantasy.FinishReasonStop {
				return nil, errors.New("object cut off")
			}
		}
	}
	return out, nil
}
