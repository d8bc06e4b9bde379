// Package agentsvc runs an ADK agent. runner.Run yields its session // want package:`errtext\(Ask=returnsLLMErrors\(google\.golang\.org/adk\),notOnlyModel\)\}$`
// service's errors as well as the model's: a search on them for words
// outside the LLM failure vocabulary ("stale session", a database's
// message) classifies no model error and is not reported; a search for
// "429" or "quota" still is, as is any search on a model call's own error.
package agentsvc

import (
	"context"
	"errors"
	"strings"

	"google.golang.org/adk/agent"
	"google.golang.org/adk/model"
	"google.golang.org/adk/runner"
	"google.golang.org/adk/session"
	"google.golang.org/genai"
)

var errStale = errors.New("session expired, start again")

// Ask returns the runner's error: callers in other packages see it as
// one that may come from no model.
func Ask(ctx context.Context, r *runner.Runner, sessionID string, msg *genai.Content) (string, error) {
	var text string
	for ev, err := range r.Run(ctx, "user", sessionID, msg, agent.RunConfig{}) {
		if err != nil {
			return "", err
		}
		if ev.Content != nil && len(ev.Content.Parts) > 0 {
			text += ev.Content.Parts[0].Text
		}
	}
	return text, nil
}

// reply tells a stale session, a database failure and a rate limit apart.
func reply(ctx context.Context, r *runner.Runner, msg *genai.Content) error {
	for _, err := range r.Run(ctx, "user", "s1", msg, agent.RunConfig{}) {
		if err == nil {
			continue
		}
		msg := strings.ToLower(err.Error())
		switch {
		case strings.Contains(msg, "stale session"), strings.Contains(msg, "session not found"):
			return errStale
		case strings.Contains(msg, "database is locked"):
			return err
		}
		if strings.Contains(err.Error(), "429") { // want `error err is classified by its message text with strings\.Contains`
			return err
		}
		return err
	}
	return nil
}

// forget deletes a session: the service's error is a store's.
func forget(ctx context.Context, svc session.Service, id string) error {
	err := svc.Delete(ctx, &session.DeleteRequest{AppName: "app", UserID: "user", SessionID: id})
	if err != nil && strings.Contains(err.Error(), "no such session") {
		return nil
	}
	return err
}

// generate searches a model call's own error: reported whatever the
// needle, as before.
func generate(ctx context.Context, llm model.LLM, req *model.LLMRequest) bool {
	for _, err := range llm.GenerateContent(ctx, req, false) {
		if err != nil && strings.Contains(err.Error(), "stale session") { // want `error err is classified by its message text with strings\.Contains`
			return true
		}
	}
	return false
}

// either holds a runner's error or a model call's: the model's may be
// searched, so it is reported.
func either(ctx context.Context, r *runner.Runner, llm model.LLM, req *model.LLMRequest, msg *genai.Content) bool {
	var last error
	for _, err := range r.Run(ctx, "user", "s1", msg, agent.RunConfig{}) {
		last = err
	}
	if last == nil {
		for _, err := range llm.GenerateContent(ctx, req, false) {
			last = err
		}
	}
	return last != nil && strings.Contains(last.Error(), "stale session") // want `error last is classified by its message text with strings\.Contains`
}
