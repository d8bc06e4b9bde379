// Package adkrun drives an ADK v2 agent through the real runner and calls a
// model.LLM directly.
package adkrun

import (
	"context"
	"fmt"
	"strings"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/genai"
)

func answer(ctx context.Context, r *runner.Runner, question string) (string, error) {
	var b strings.Builder
	msg := genai.NewContentFromText(question, genai.RoleUser)
	for ev, err := range r.Run(ctx, "user", "session", msg, agent.RunConfig{}) { // want `runner.Runner.Run: finish reason never read`
		if err != nil {
			return "", err
		}
		if ev.Content != nil {
			for _, p := range ev.Content.Parts {
				b.WriteString(p.Text)
			}
		}
	}
	return b.String(), nil
}

func answerChecked(ctx context.Context, r *runner.Runner, question string) (string, error) {
	var b strings.Builder
	msg := genai.NewContentFromText(question, genai.RoleUser)
	for ev, err := range r.Run(ctx, "user", "session", msg, agent.RunConfig{}) {
		if err != nil {
			return "", err
		}
		if ev.FinishReason != "" && ev.FinishReason != genai.FinishReasonStop {
			return b.String(), fmt.Errorf("model stopped: %s", ev.FinishReason)
		}
		if ev.Content != nil {
			for _, p := range ev.Content.Parts {
				b.WriteString(p.Text)
			}
		}
	}
	return b.String(), nil
}

func answerErrorCodeOnly(ctx context.Context, r *runner.Runner, question string) (string, error) {
	var b strings.Builder
	msg := genai.NewContentFromText(question, genai.RoleUser)
	for ev, err := range r.Run(ctx, "user", "session", msg, agent.RunConfig{}) { // want `runner.Runner.Run: only ErrorCode read`
		if err != nil {
			return "", err
		}
		if ev.ErrorCode != "" {
			return "", fmt.Errorf("model error %s", ev.ErrorCode)
		}
		if ev.Content != nil {
			for _, p := range ev.Content.Parts {
				b.WriteString(p.Text)
			}
		}
	}
	return b.String(), nil
}

func generate(ctx context.Context, m model.LLM, req *model.LLMRequest) (*genai.Content, error) {
	for resp, err := range m.GenerateContent(ctx, req, false) { // want `model.LLM.GenerateContent: finish reason never read`
		if err != nil {
			return nil, err
		}
		return resp.Content, nil
	}
	return nil, nil
}

func generateClassified(ctx context.Context, m model.LLM, req *model.LLMRequest) (*genai.Content, error) {
	for resp, err := range m.GenerateContent(ctx, req, false) {
		if err != nil {
			return nil, err
		}
		if class, failed := llmerr.ClassifyResponse(resp); failed {
			return nil, fmt.Errorf("model response failed: %v", class)
		}
		return resp.Content, nil
	}
	return nil, nil
}
