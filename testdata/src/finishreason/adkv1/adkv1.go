// Package adkv1 holds finishreason cases for the v1 ADK path
// (google.golang.org/adk).
package adkv1

import (
	"context"
	"strings"

	"google.golang.org/adk/agent"
	"google.golang.org/adk/agent/llmagent"
	"google.golang.org/adk/model"
	"google.golang.org/adk/runner"
	"google.golang.org/genai"
)

func run(ctx context.Context, r *runner.Runner) string {
	var out string
	for ev := range r.Run(ctx, "u", "s", nil, agent.RunConfig{}) { // want `runner\.Runner\.Run: finish reason never read; a SAFETY or MAX_TOKENS stop passes as success`
		out = ev.Content.Parts[0].Text
	}
	return out
}

func runGood(ctx context.Context, r *runner.Runner) string {
	var out string
	for ev := range r.Run(ctx, "u", "s", nil, agent.RunConfig{}) {
		if ev.FinishReason != genai.FinishReasonStop {
			return ""
		}
		out = ev.Content.Parts[0].Text
	}
	return out
}

// lastAnswer keeps the callback's text as the answer.
var lastAnswer string

func after(ctx agent.CallbackContext, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	lastAnswer = resp.Content.Parts[0].Text // want `^AfterModel callback after reads Content`
	return resp, err
}

func onErr(ctx agent.CallbackContext, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	return nil, err
}

var cfg = llmagent.Config{
	Name:                  "v1",
	OnModelErrorCallbacks: []llmagent.OnModelErrorCallback{onErr}, // want `llmagent\.Config: OnModelErrorCallbacks without AfterModelCallbacks; SAFETY and MAX_TOKENS stops go unhandled`
}

// trimParts edits the response in place and hands it on: a pass-through.
func trimParts(ctx agent.CallbackContext, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return nil, nil
	}
	for _, p := range resp.Content.Parts {
		p.Text = strings.TrimSpace(p.Text)
	}
	return resp, err
}
