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

var (
	activities   engine
	sharedRunner *runner.Runner
)

// activity is how a workflow engine of the application declares an
// activity at package level.
func activity[In, Out any](name string, fn func(context.Context, In) (Out, error)) func(context.Context, In) (Out, error) {
	activities.RegisterActivity(name, fn)
	return fn
}

// An activity declared in a package-level variable: the loop is in the
// literal, which no function declaration encloses.
var AnswerActivity = activity("answer", func(ctx context.Context, in answerInput) (string, error) {
	var sb strings.Builder
	for ev, err := range sharedRunner.Run(ctx, in.UserID, in.SessionID, genai.NewContentFromText(in.Question, genai.RoleUser), agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read`
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

// The same, a plain package-level function value.
var summarize = func(ctx context.Context, sessionID, doc string) (string, error) {
	var out string
	for ev, err := range sharedRunner.Run(ctx, "user", sessionID, genai.NewContentFromText(doc, genai.RoleUser), agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read`
		if err != nil {
			return "", err
		}
		if ev.IsFinalResponse() && ev.Content != nil {
			out = ev.Content.Parts[0].Text
		}
	}
	return out, nil
}

// Silent: the package-level activity reads the reason.
var CheckedActivity = activity("checked", func(ctx context.Context, in answerInput) (string, error) {
	var out string
	for ev, err := range sharedRunner.Run(ctx, in.UserID, in.SessionID, genai.NewContentFromText(in.Question, genai.RoleUser), agent.RunConfig{}) {
		if err != nil {
			return "", err
		}
		if ev.FinishReason == genai.FinishReasonMaxTokens || ev.FinishReason == genai.FinishReasonSafety {
			return "", fmt.Errorf("answer activity: model stopped: %s", ev.FinishReason)
		}
		if ev.IsFinalResponse() && ev.Content != nil {
			out = ev.Content.Parts[0].Text
		}
	}
	return out, nil
})

// Silent: the package-level activity hands the events to the workflow.
var EventsActivity = activity("events", func(ctx context.Context, in answerInput) ([]*session.Event, error) {
	var events []*session.Event
	for ev, err := range sharedRunner.Run(ctx, in.UserID, in.SessionID, genai.NewContentFromText(in.Question, genai.RoleUser), agent.RunConfig{}) {
		if err != nil {
			return nil, err
		}
		events = append(events, ev)
	}
	return events, nil
})
