// Package guardrail holds AfterModel callbacks, on the real ADK, that
// answer a reply their policy rejects with a refusal of their own, and
// twins that answer with the model's text reworked.
package guardrail

import (
	"context"
	"regexp"
	"strings"

	v1agent "google.golang.org/adk/agent"
	v1model "google.golang.org/adk/model"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/plugin"
	"google.golang.org/genai"
)

type verdict struct {
	Flagged  bool
	Redacted string
}

type moderator interface {
	Moderate(ctx context.Context, text string) (verdict, error)
}

type guard struct{ client moderator }

// Guardrails: nothing to report.

// moderate answers a flagged reply with a constant refusal.
func (g *guard) moderate(ctx agent.Context, resp *model.LLMResponse, respErr error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return nil, nil
	}
	reply := ""
	for _, p := range resp.Content.Parts {
		reply += p.Text
	}
	v, err := g.client.Moderate(ctx, reply)
	if err != nil {
		return nil, err
	}
	if v.Flagged {
		return &model.LLMResponse{Content: genai.NewContentFromText("I can't help with that.", genai.RoleModel)}, nil
	}
	return nil, nil
}

var secret = regexp.MustCompile(`(?i)api[_-]?key\s*[:=]`)

// blockSecrets refuses, by a regexp, a reply that leaks a key.
func blockSecrets(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return resp, err
	}
	if secret.MatchString(resp.Content.Parts[0].Text) {
		return &model.LLMResponse{Content: genai.NewContentFromText("I can't share that.", genai.RoleModel)}, nil
	}
	return resp, err
}

// refuseInPlace writes the refusal into the response it received.
func refuseInPlace(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return nil, nil
	}
	if strings.Contains(strings.ToLower(resp.Content.Parts[0].Text), "exploit") {
		resp.Content = genai.NewContentFromText("I can't help with that.", genai.RoleModel)
	}
	return resp, nil
}

// refuseInCopy answers with a copy of the response whose content is the
// refusal: the copy keeps the finish reason.
func refuseInCopy(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return nil, nil
	}
	if !secret.MatchString(resp.Content.Parts[0].Text) {
		return nil, nil
	}
	out := *resp
	out.Content = genai.NewContentFromText("I can't share that.", genai.RoleModel)
	return &out, nil
}

// moderateV1 is the guardrail on ADK v1.
func (g *guard) moderateV1(ctx v1agent.CallbackContext, resp *v1model.LLMResponse, respErr error) (*v1model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return nil, nil
	}
	v, err := g.client.Moderate(ctx, resp.Content.Parts[0].Text)
	if err != nil {
		return nil, err
	}
	if v.Flagged {
		return &v1model.LLMResponse{Content: genai.NewContentFromText("I can't help with that.", genai.RoleModel)}, nil
	}
	return resp, respErr
}

// plugin form, composed per runner.
func guardPlugin(mod moderator) (*plugin.Plugin, error) {
	return plugin.New(plugin.Config{
		Name: "guardrail",
		AfterModelCallback: func(ctx agent.Context, resp *model.LLMResponse, respErr error) (*model.LLMResponse, error) {
			if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
				return nil, nil
			}
			if v, err := mod.Moderate(ctx, resp.Content.Parts[0].Text); err == nil && v.Flagged {
				return &model.LLMResponse{Content: genai.NewContentFromText("I can't help with that.", genai.RoleModel)}, nil
			}
			return nil, nil
		},
	})
}

// Twins that answer with the model's text reworked: reported.

// maskNew answers with the text the service masked, in a new response.
func (g *guard) maskNew(ctx agent.Context, resp *model.LLMResponse, respErr error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 { // want `AfterModel callback guard\.maskNew reads Content`
		return nil, nil
	}
	v, err := g.client.Moderate(ctx, resp.Content.Parts[0].Text)
	if err != nil {
		return nil, err
	}
	if v.Flagged {
		return &model.LLMResponse{Content: genai.NewContentFromText(v.Redacted, genai.RoleModel)}, nil
	}
	return nil, nil
}

// redactNew returns the redacted text in a new response.
func redactNew(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 { // want `AfterModel callback redactNew reads Content`
		return resp, err
	}
	t := resp.Content.Parts[0].Text
	if secret.MatchString(t) {
		return &model.LLMResponse{Content: genai.NewContentFromText(secret.ReplaceAllString(t, "[key]"), genai.RoleModel)}, nil
	}
	return resp, err
}
