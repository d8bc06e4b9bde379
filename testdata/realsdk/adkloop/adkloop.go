// Package adkloop runs agent loops over the real runner.Run events of
// both ADK module paths where the analyzer found them late: a loop in a
// package-level activity literal, events through a filter iterator, and
// a method that wraps the runner in an iterator of its own.
package adkloop

import (
	"context"
	"fmt"
	"iter"
	"strings"

	agentv1 "google.golang.org/adk/agent"
	runnerv1 "google.golang.org/adk/runner"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/adk/v2/session"
	"google.golang.org/genai"
)

// Engine stands for a workflow engine the analyzer knows nothing of.
type Engine interface {
	Register(name string, fn any)
}

type Input struct {
	UserID, SessionID, Question string
}

var (
	engine Engine
	shared *runner.Runner
	legacy *runnerv1.Runner
)

func register[In, Out any](name string, fn func(context.Context, In) (Out, error)) func(context.Context, In) (Out, error) {
	engine.Register(name, fn)
	return fn
}

var Answer = register("answer", func(ctx context.Context, in Input) (string, error) {
	var sb strings.Builder
	for ev, err := range shared.Run(ctx, in.UserID, in.SessionID, genai.NewContentFromText(in.Question, genai.RoleUser), agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read`
		if err != nil {
			return "", err
		}
		if ev.IsFinalResponse() && ev.Content != nil {
			for _, p := range ev.Content.Parts {
				sb.WriteString(p.Text)
			}
		}
	}
	return sb.String(), nil
})

var AnswerV1 = register("answer-v1", func(ctx context.Context, in Input) (string, error) {
	var final string
	for ev, err := range legacy.Run(ctx, in.UserID, in.SessionID, genai.NewContentFromText(in.Question, genai.RoleUser), agentv1.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read`
		if err != nil {
			return "", err
		}
		if ev.IsFinalResponse() && ev.Content != nil && len(ev.Content.Parts) > 0 {
			final = ev.Content.Parts[0].Text
		}
	}
	return final, nil
})

var Checked = register("checked", func(ctx context.Context, in Input) (string, error) {
	var final string
	for ev, err := range shared.Run(ctx, in.UserID, in.SessionID, genai.NewContentFromText(in.Question, genai.RoleUser), agent.RunConfig{}) {
		if err != nil {
			return "", err
		}
		if ev.ErrorCode != "" || (ev.FinishReason != "" && ev.FinishReason != genai.FinishReasonStop) {
			return "", fmt.Errorf("model stopped: %s %s", ev.FinishReason, ev.ErrorCode)
		}
		if ev.IsFinalResponse() && ev.Content != nil && len(ev.Content.Parts) > 0 {
			final = ev.Content.Parts[0].Text
		}
	}
	return final, nil
})

func finals(seq iter.Seq2[*session.Event, error]) iter.Seq2[*session.Event, error] {
	return func(yield func(*session.Event, error) bool) {
		for ev, err := range seq {
			if (err != nil || ev.IsFinalResponse()) && !yield(ev, err) {
				return
			}
		}
	}
}

func finalText(ctx context.Context, r *runner.Runner, msg *genai.Content) (string, error) {
	var out string
	for ev, err := range finals(r.Run(ctx, "user", "session", msg, agent.RunConfig{})) { // want `runner\.Runner\.Run: finish reason never read`
		if err != nil {
			return "", err
		}
		if ev.Content != nil && len(ev.Content.Parts) > 0 {
			out = ev.Content.Parts[0].Text
		}
	}
	return out, nil
}

type bot struct{ r *runner.Runner }

func (b *bot) events(ctx context.Context, msg *genai.Content) iter.Seq2[*session.Event, error] {
	return func(yield func(*session.Event, error) bool) {
		for ev, err := range b.r.Run(ctx, "user", "session", msg, agent.RunConfig{}) {
			if !yield(ev, err) {
				return
			}
		}
	}
}

func (b *bot) reply(ctx context.Context, msg *genai.Content) (string, error) {
	var sb strings.Builder
	for ev, err := range b.events(ctx, msg) { // want `adkloop\.bot\.events: finish reason never read`
		if err != nil {
			return "", err
		}
		if ev.Content != nil {
			for _, p := range ev.Content.Parts {
				sb.WriteString(p.Text)
			}
		}
	}
	return sb.String(), nil
}
