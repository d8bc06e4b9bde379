// Package guardrail installs, per runner, a guardrail plugin that answers
// a flagged reply with a refusal of its own, next to a retry plugin and a
// plugin that judges the finish reason: the guardrail handles policy, and
// is not reported; its twin, which answers with the model's text masked,
// is.
package guardrail

import (
	"context"
	"regexp"

	v1agent "google.golang.org/adk/agent"
	v1model "google.golang.org/adk/model"
	v1plugin "google.golang.org/adk/plugin"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/adk/v2/runner"
	"google.golang.org/genai"

	"finishreason/plugins/judge"
)

type verdict struct {
	Flagged bool
}

type moderator interface {
	Moderate(ctx context.Context, text string) (verdict, error)
}

func retryOnError(ctx agent.Context, req *model.LLMRequest, err error) (*model.LLMResponse, error) {
	return nil, err
}

func newRunner(a agent.Agent, mod moderator) (*runner.Runner, error) {
	retry, err := plugin.New(plugin.Config{Name: "retry", OnModelErrorCallback: retryOnError})
	if err != nil {
		return nil, err
	}
	guard, err := plugin.New(plugin.Config{
		Name: "guardrail",
		AfterModelCallback: func(ctx agent.Context, resp *model.LLMResponse, respErr error) (*model.LLMResponse, error) {
			if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
				return nil, nil
			}
			v, err := mod.Moderate(ctx, resp.Content.Parts[0].Text)
			if err != nil {
				return nil, err
			}
			if v.Flagged {
				return &model.LLMResponse{Content: genai.NewContentFromText("I can't help with that.", genai.RoleModel)}, nil
			}
			return nil, nil
		},
	})
	if err != nil {
		return nil, err
	}
	j, err := judge.New()
	if err != nil {
		return nil, err
	}
	return runner.New(runner.Config{
		AppName:      "app",
		Agent:        a,
		PluginConfig: runner.PluginConfig{Plugins: []*plugin.Plugin{guard, retry, j}},
	})
}

var email = regexp.MustCompile(`[a-z.]+@[a-z.]+`)

// masking answers with the model's text masked, in a new response.
var masking = plugin.Config{
	Name: "masking",
	AfterModelCallback: func(ctx agent.Context, resp *model.LLMResponse, respErr error) (*model.LLMResponse, error) {
		if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 { // want `func literal in plugin\.Config\.AfterModelCallback reads Content`
			return nil, nil
		}
		if t := resp.Content.Parts[0].Text; email.MatchString(t) {
			return &model.LLMResponse{Content: genai.NewContentFromText(email.ReplaceAllString(t, "[email]"), genai.RoleModel)}, nil
		}
		return nil, nil
	},
}

// guardV1 is the guardrail on ADK v1's plugin.Config.
func guardV1(mod moderator) (*v1plugin.Plugin, error) {
	return v1plugin.New(v1plugin.Config{
		Name: "guardrail",
		AfterModelCallback: func(ctx v1agent.CallbackContext, resp *v1model.LLMResponse, respErr error) (*v1model.LLMResponse, error) {
			if resp == nil || resp.Content == nil {
				return resp, respErr
			}
			for _, p := range resp.Content.Parts {
				if v, err := mod.Moderate(ctx, p.Text); err == nil && v.Flagged {
					return &v1model.LLMResponse{Content: genai.NewContentFromText("I can't help with that.", genai.RoleModel)}, nil
				}
			}
			return resp, respErr
		},
	})
}
