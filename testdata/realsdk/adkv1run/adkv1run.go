// Package adkv1run drives an agent through the runner of the v1 ADK module
// path (google.golang.org/adk), which the analyzer matches like /v2.
package adkv1run

import (
	"context"
	"fmt"
	"strings"

	"google.golang.org/adk/agent"
	"google.golang.org/adk/model"
	"google.golang.org/adk/runner"
	"google.golang.org/genai"
)

func answer(ctx context.Context, r *runner.Runner, question string) (string, error) {
	var b strings.Builder
	msg := genai.NewContentFromText(question, genai.RoleUser)
	for ev, err := range r.Run(ctx, "user", "session", msg, agent.RunConfig{}) { // want `runner.Runner.Run: finish reason never read`
		if err != nil {
			return "", err
		}
		if ev.Content != nil && len(ev.Content.Parts) > 0 {
			b.WriteString(ev.Content.Parts[0].Text)
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
		if ev.ErrorCode != "" || ev.FinishReason == genai.FinishReasonMaxTokens || ev.FinishReason == genai.FinishReasonSafety {
			return b.String(), fmt.Errorf("model stopped: %s %s", ev.ErrorCode, ev.FinishReason)
		}
		if ev.Content != nil && len(ev.Content.Parts) > 0 {
			b.WriteString(ev.Content.Parts[0].Text)
		}
	}
	return b.String(), nil
}

// Counting tokens uses nothing of the answer a stop could spoil.
func usageOnly(ctx context.Context, m model.LLM, req *model.LLMRequest) (int32, error) {
	for resp, err := range m.GenerateContent(ctx, req, false) {
		if err != nil {
			return 0, err
		}
		if resp.UsageMetadata != nil {
			return resp.UsageMetadata.TotalTokenCount, nil
		}
	}
	return 0, nil
}

// The model's text beside its usage: the answer is used unchecked.
func textAndUsage(ctx context.Context, m model.LLM, req *model.LLMRequest) (string, int32, error) {
	for resp, err := range m.GenerateContent(ctx, req, false) { // want `model.LLM.GenerateContent: finish reason never read`
		if err != nil {
			return "", 0, err
		}
		if resp.Content == nil || resp.UsageMetadata == nil {
			continue
		}
		return resp.Content.Parts[0].Text, resp.UsageMetadata.TotalTokenCount, nil
	}
	return "", 0, nil
}
