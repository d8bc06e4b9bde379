package adkloop

import (
	"context"
	"fmt"
	"iter"
	"strings"

	agentv1 "google.golang.org/adk/agent"
	runnerv1 "google.golang.org/adk/runner"
	sessionv1 "google.golang.org/adk/session"
	"google.golang.org/genai"
)

// The v1 module path: the final event kept, its text returned.
func askV1(ctx context.Context, r *runnerv1.Runner, sessionID, question string) (string, error) {
	var final *sessionv1.Event
	for ev, err := range r.Run(ctx, "user", sessionID, genai.NewContentFromText(question, genai.RoleUser), agentv1.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read`
		if err != nil {
			return "", err
		}
		if ev.IsFinalResponse() {
			final = ev
		}
	}
	if final == nil || final.Content == nil {
		return "", nil
	}
	return final.Content.Parts[0].Text, nil
}

// The v1 loop in an activity closure, concatenating the parts.
func registerV1(eng engine, r *runnerv1.Runner) {
	eng.RegisterActivity("answer", func(ctx context.Context, in answerInput) (string, error) {
		var sb strings.Builder
		for ev, err := range r.Run(ctx, in.UserID, in.SessionID, genai.NewContentFromText(in.Question, genai.RoleUser), agentv1.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read`
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
	})
}

// Silent: v1 events' reason read.
func askV1Checked(ctx context.Context, r *runnerv1.Runner, sessionID, question string) (string, error) {
	var sb strings.Builder
	for ev, err := range r.Run(ctx, "user", sessionID, genai.NewContentFromText(question, genai.RoleUser), agentv1.RunConfig{}) {
		if err != nil {
			return "", err
		}
		if ev.FinishReason == genai.FinishReasonMaxTokens || ev.FinishReason == genai.FinishReasonSafety {
			return "", fmt.Errorf("agent stopped: %s", ev.FinishReason)
		}
		if ev.Content != nil {
			for _, p := range ev.Content.Parts {
				sb.WriteString(p.Text)
			}
		}
	}
	return sb.String(), nil
}

var runnerV1 *runnerv1.Runner

// A v1 loop in a package-level activity literal, through a filter
// iterator: both followed as with /v2.
var AnswerV1 = activity("answer-v1", func(ctx context.Context, in answerInput) (string, error) {
	var out string
	for ev, err := range finalEventsV1(runnerV1.Run(ctx, in.UserID, in.SessionID, genai.NewContentFromText(in.Question, genai.RoleUser), agentv1.RunConfig{})) { // want `runner\.Runner\.Run: finish reason never read`
		if err != nil {
			return "", err
		}
		if ev.Content != nil {
			out = ev.Content.Parts[0].Text
		}
	}
	return out, nil
})

func finalEventsV1(seq iter.Seq2[*sessionv1.Event, error]) iter.Seq2[*sessionv1.Event, error] {
	return func(yield func(*sessionv1.Event, error) bool) {
		for ev, err := range seq {
			if err != nil || ev.IsFinalResponse() {
				if !yield(ev, err) {
					return
				}
			}
		}
	}
}
