// Package adkloop holds agent loops over runner.Run events (ADK v2 here, // want package:`finishreason\(assistant\.M10=params\(3=uses\)\)\}$`
// the v1 module path in v1.go) as applications write them: the final
// event's text, or the text of every event, kept as the answer.
package adkloop

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"log/slog"
	"strings"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/adk/v2/session"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

type assistant struct {
	runner *runner.Runner
	userID string
	log    *slog.Logger
}

// The final event kept, its text returned after the loop.
func (a *assistant) Ask(ctx context.Context, sessionID, question string) (string, error) {
	msg := genai.NewContentFromText(question, genai.RoleUser)
	var final *session.Event
	for ev, err := range a.runner.Run(ctx, a.userID, sessionID, msg, agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		if err != nil {
			return "", fmt.Errorf("run agent: %w", err)
		}
		if ev.IsFinalResponse() {
			final = ev
		}
	}
	if final == nil || final.Content == nil || len(final.Content.Parts) == 0 {
		return "", errors.New("agent gave no answer")
	}
	return final.Content.Parts[0].Text, nil
}

// The text of every event's parts, concatenated.
func (a *assistant) AskAll(ctx context.Context, sessionID, question string) (string, error) {
	var sb strings.Builder
	for ev, err := range a.runner.Run(ctx, a.userID, sessionID, genai.NewContentFromText(question, genai.RoleUser), agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read`
		if err != nil {
			return "", err
		}
		if ev.Content == nil {
			continue
		}
		for _, p := range ev.Content.Parts {
			if p.Text != "" {
				sb.WriteString(p.Text)
			}
		}
	}
	return strings.TrimSpace(sb.String()), nil
}

// The loop in a function of its own that returns the text; the caller only
// passes it on.
func collectText(ctx context.Context, r *runner.Runner, userID, sessionID string, msg *genai.Content) (string, error) {
	var parts []string
	for ev, err := range r.Run(ctx, userID, sessionID, msg, agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read`
		if err != nil {
			return "", err
		}
		if !ev.IsFinalResponse() || ev.Content == nil {
			continue
		}
		for _, p := range ev.Content.Parts {
			parts = append(parts, p.Text)
		}
	}
	return strings.Join(parts, ""), nil
}

func (a *assistant) Summarize(ctx context.Context, sessionID, doc string) (string, error) {
	text, err := collectText(ctx, a.runner, a.userID, sessionID, genai.NewContentFromText("Summarize:\n"+doc, genai.RoleUser))
	if err != nil {
		return "", fmt.Errorf("summarize: %w", err)
	}
	return text, nil
}

// The events handed to a function that keeps their text.
func lastText(events iter.Seq2[*session.Event, error]) (string, error) {
	var out string
	for ev, err := range events {
		if err != nil {
			return "", err
		}
		if ev.Content != nil && len(ev.Content.Parts) > 0 {
			out = ev.Content.Parts[len(ev.Content.Parts)-1].Text
		}
	}
	return out, nil
}

func (a *assistant) Translate(ctx context.Context, sessionID, text string) (string, error) {
	return lastText(a.runner.Run(ctx, a.userID, sessionID, genai.NewContentFromText(text, genai.RoleUser), agent.RunConfig{})) // want `runner\.Runner\.Run: finish reason never read`
}

// The answer handed to the caller through a callback, not returned.
func (a *assistant) Stream(ctx context.Context, sessionID, question string, reply func(string)) error {
	for ev, err := range a.runner.Run(ctx, a.userID, sessionID, genai.NewContentFromText(question, genai.RoleUser), agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read`
		if err != nil {
			return err
		}
		if ev.IsFinalResponse() && ev.Content != nil {
			reply(ev.Content.Parts[0].Text)
		}
	}
	return nil
}

// Silent: the reason of each event is read.
func (a *assistant) AskChecked(ctx context.Context, sessionID, question string) (string, error) {
	var final *session.Event
	for ev, err := range a.runner.Run(ctx, a.userID, sessionID, genai.NewContentFromText(question, genai.RoleUser), agent.RunConfig{}) {
		if err != nil {
			return "", err
		}
		if ev.FinishReason != "" && ev.FinishReason != genai.FinishReasonStop {
			return "", fmt.Errorf("agent stopped: %s", ev.FinishReason)
		}
		if ev.IsFinalResponse() {
			final = ev
		}
	}
	if final == nil || final.Content == nil {
		return "", errors.New("agent gave no answer")
	}
	return final.Content.Parts[0].Text, nil
}

// Silent: the final event's reason is read after the loop, with its error code.
func (a *assistant) AskFinalChecked(ctx context.Context, sessionID, question string) (string, error) {
	var final *session.Event
	for ev, err := range a.runner.Run(ctx, a.userID, sessionID, genai.NewContentFromText(question, genai.RoleUser), agent.RunConfig{}) {
		if err != nil {
			return "", err
		}
		final = ev
	}
	if final == nil {
		return "", errors.New("agent gave no answer")
	}
	if final.ErrorCode != "" || final.FinishReason == genai.FinishReasonMaxTokens {
		return "", fmt.Errorf("agent stopped: %s %s", final.ErrorCode, final.ErrorMessage)
	}
	return final.Content.Parts[0].Text, nil
}

// Silent: each event checked with llmerr.
func (a *assistant) AskClassified(ctx context.Context, sessionID, question string) (string, error) {
	var sb strings.Builder
	for ev, err := range a.runner.Run(ctx, a.userID, sessionID, genai.NewContentFromText(question, genai.RoleUser), agent.RunConfig{}) {
		if err != nil {
			return "", err
		}
		if err := llmerr.CheckResponse(&ev.LLMResponse); err != nil {
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

// Silent: each event goes on to a channel, whose reader may judge it.
func (a *assistant) Forward(ctx context.Context, sessionID, question string, out chan<- *session.Event) error {
	defer close(out)
	for ev, err := range a.runner.Run(ctx, a.userID, sessionID, genai.NewContentFromText(question, genai.RoleUser), agent.RunConfig{}) {
		if err != nil {
			return err
		}
		out <- ev
	}
	return nil
}

// eventSink is where a server sends events to its client.
type eventSink interface {
	Send(*session.Event) error
}

// Silent: each event is streamed to the client, which gets the reason too.
func (a *assistant) Serve(ctx context.Context, sessionID string, msg *genai.Content, sink eventSink) error {
	for ev, err := range a.runner.Run(ctx, a.userID, sessionID, msg, agent.RunConfig{StreamingMode: agent.StreamingModeSSE}) {
		if err != nil {
			return err
		}
		if err := sink.Send(ev); err != nil {
			return err
		}
	}
	return nil
}

// Silent: each event handed to a function value.
func (a *assistant) Each(ctx context.Context, sessionID string, msg *genai.Content, handle func(*session.Event)) error {
	for ev, err := range a.runner.Run(ctx, a.userID, sessionID, msg, agent.RunConfig{}) {
		if err != nil {
			return err
		}
		handle(ev)
	}
	return nil
}

// Silent: only the token counts of the events are logged; no answer is kept.
func (a *assistant) Drive(ctx context.Context, sessionID string, msg *genai.Content) error {
	var tokens int32
	for ev, err := range a.runner.Run(ctx, a.userID, sessionID, msg, agent.RunConfig{}) {
		if err != nil {
			return err
		}
		if ev.UsageMetadata != nil {
			tokens += ev.UsageMetadata.TotalTokenCount
		}
	}
	a.log.Debug("agent run", "tokens", tokens)
	return nil
}

// ADK sets ErrorMessage only beside ErrorCode, and leaves it empty when
// Gemini gives no finish message: testing it alone is no read of the
// reason.
func (a *assistant) AskErrorMessage(ctx context.Context, sessionID, question string) (string, error) {
	var out string
	for ev, err := range a.runner.Run(ctx, a.userID, sessionID, genai.NewContentFromText(question, genai.RoleUser), agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read`
		if err != nil {
			return "", err
		}
		if ev.ErrorMessage != "" {
			return "", errors.New(ev.ErrorMessage)
		}
		if ev.IsFinalResponse() && ev.Content != nil {
			out = ev.Content.Parts[0].Text
		}
	}
	return out, nil
}
