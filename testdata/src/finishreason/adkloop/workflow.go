package adkloop

import (
	"context"
	"fmt"
	"strings"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/adk/v2/session"
	"google.golang.org/genai"
)

// engine is a workflow engine the analyzer knows nothing of: it runs the
// activities registered with it, and hands their results to the workflow.
type engine interface {
	RegisterActivity(name string, fn any)
	ExecuteActivity(ctx context.Context, fn any, args ...any) (any, error)
}

type answerInput struct {
	UserID, SessionID, Question string
}

// The loop in an activity function: the closure returns the final text to
// the engine.
func registerActivities(eng engine, r *runner.Runner) {
	eng.RegisterActivity("answer", func(ctx context.Context, in answerInput) (string, error) {
		var answer string
		msg := genai.NewContentFromText(in.Question, genai.RoleUser)
		for ev, err := range r.Run(ctx, in.UserID, in.SessionID, msg, agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read`
			if err != nil {
				return "", fmt.Errorf("answer activity: %w", err)
			}
			if ev.IsFinalResponse() && ev.Content != nil {
				for _, p := range ev.Content.Parts {
					answer += p.Text
				}
			}
		}
		return answer, nil
	})
}

// The same, executed at once.
func runActivity(ctx context.Context, eng engine, r *runner.Runner, in answerInput) (string, error) {
	res, err := eng.ExecuteActivity(ctx, func(ctx context.Context) (string, error) {
		var sb strings.Builder
		for ev, err := range r.Run(ctx, in.UserID, in.SessionID, genai.NewContentFromText(in.Question, genai.RoleUser), agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read`
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
	if err != nil {
		return "", err
	}
	s, _ := res.(string)
	return s, nil
}

// Silent: the activity reads each event's reason.
func registerCheckedActivities(eng engine, r *runner.Runner) {
	eng.RegisterActivity("answer", func(ctx context.Context, in answerInput) (string, error) {
		var answer string
		for ev, err := range r.Run(ctx, in.UserID, in.SessionID, genai.NewContentFromText(in.Question, genai.RoleUser), agent.RunConfig{}) {
			if err != nil {
				return "", err
			}
			switch ev.FinishReason {
			case "", genai.FinishReasonStop:
			default:
				return "", fmt.Errorf("answer activity: model stopped: %s", ev.FinishReason)
			}
			if ev.IsFinalResponse() && ev.Content != nil {
				answer = ev.Content.Parts[0].Text
			}
		}
		return answer, nil
	})
}

// Silent: the activity returns the events, and the workflow judges them.
func registerEventActivities(eng engine, r *runner.Runner) {
	eng.RegisterActivity("events", func(ctx context.Context, in answerInput) ([]*session.Event, error) {
		var events []*session.Event
		for ev, err := range r.Run(ctx, in.UserID, in.SessionID, genai.NewContentFromText(in.Question, genai.RoleUser), agent.RunConfig{}) {
			if err != nil {
				return nil, err
			}
			events = append(events, ev)
		}
		return events, nil
	})
}
