package adkloop

import (
	"context"
	"fmt"
	"iter"
	"strings"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/adk/v2/session"
	"google.golang.org/genai"
)

// finalEvents filters a run down to its final events: what it yields is
// what its caller's range gets, so the events pass through it.
func finalEvents(seq iter.Seq2[*session.Event, error]) iter.Seq2[*session.Event, error] {
	return func(yield func(*session.Event, error) bool) {
		for ev, err := range seq {
			if err != nil {
				yield(nil, err)
				return
			}
			if ev.IsFinalResponse() && !yield(ev, nil) {
				return
			}
		}
	}
}

// The events through a filter, their text kept.
func askFiltered(ctx context.Context, r *runner.Runner, msg *genai.Content) (string, error) {
	var sb strings.Builder
	for ev, err := range finalEvents(r.Run(ctx, "user", "session", msg, agent.RunConfig{})) { // want `runner\.Runner\.Run: finish reason never read`
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

// Silent: the filtered events go on to the client.
func serveFiltered(ctx context.Context, r *runner.Runner, msg *genai.Content, sink eventSink) error {
	for ev, err := range finalEvents(r.Run(ctx, "user", "session", msg, agent.RunConfig{})) {
		if err != nil {
			return err
		}
		if err := sink.Send(ev); err != nil {
			return err
		}
	}
	return nil
}

// checkedEvents reads the reason of every event it passes on: its callers
// are silent.
func checkedEvents(seq iter.Seq2[*session.Event, error]) iter.Seq2[*session.Event, error] {
	return func(yield func(*session.Event, error) bool) {
		for ev, err := range seq {
			if err == nil && ev.FinishReason != "" && ev.FinishReason != genai.FinishReasonStop {
				err = fmt.Errorf("model stopped: %s", ev.FinishReason)
			}
			if !yield(ev, err) || err != nil {
				return
			}
		}
	}
}

func askThroughChecked(ctx context.Context, r *runner.Runner, msg *genai.Content) (string, error) {
	var out string
	for ev, err := range checkedEvents(r.Run(ctx, "user", "session", msg, agent.RunConfig{})) {
		if err != nil {
			return "", err
		}
		if ev.IsFinalResponse() && ev.Content != nil {
			out = ev.Content.Parts[0].Text
		}
	}
	return out, nil
}

// run wraps the runner in an iterator of its own: it hands the events
// back, and its callers' loops are the ones that keep their text.
func (a *assistant) run(ctx context.Context, sessionID string, msg *genai.Content) iter.Seq2[*session.Event, error] {
	return func(yield func(*session.Event, error) bool) {
		for ev, err := range a.runner.Run(ctx, a.userID, sessionID, msg, agent.RunConfig{}) {
			if !yield(ev, err) {
				return
			}
		}
	}
}

func (a *assistant) AskWrapped(ctx context.Context, sessionID, question string) (string, error) {
	var out string
	for ev, err := range a.run(ctx, sessionID, genai.NewContentFromText(question, genai.RoleUser)) { // want `adkloop\.assistant\.run: finish reason never read`
		if err != nil {
			return "", err
		}
		if ev.IsFinalResponse() && ev.Content != nil {
			out = ev.Content.Parts[0].Text
		}
	}
	return out, nil
}

// Silent: a yield function that is no iterator's own (a callback handed
// in) may do anything with the event.
func visit(ctx context.Context, r *runner.Runner, msg *genai.Content, yield func(*session.Event) bool) {
	for ev, err := range r.Run(ctx, "user", "session", msg, agent.RunConfig{}) {
		if err != nil || !yield(ev) {
			return
		}
	}
}
