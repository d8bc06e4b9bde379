// Package guardrail holds AfterModel callbacks that judge the model's
// answer by a policy and, when it fails, answer in its place with a
// refusal of their own; and their twins that build the answer they
// return from the model's text.
package guardrail

import (
	"context"
	"regexp"
	"strings"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// verdict is a moderation service's judgement of a text.
type verdict struct {
	Flagged  bool
	Category string
	Redacted string // the text with what broke the policy masked
}

type moderator interface {
	Moderate(ctx context.Context, text string) (verdict, error)
}

type guard struct {
	client  moderator
	refusal string
}

// text joins the text parts of the reply.
func text(resp *model.LLMResponse) string {
	var b strings.Builder
	for _, p := range resp.Content.Parts {
		b.WriteString(p.Text)
	}
	return b.String()
}

const refusalText = "I can't help with that."

// Guardrails: the substitute is the callback's own policy text, and the
// model's response travels on otherwise. Nothing to report.

// moderate asks the moderation service and answers with a constant
// refusal when it flags the reply; a failed service fails the call.
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

// moderateParts asks about each part and refuses with the configured
// text, keeping the usage numbers of the reply it replaces.
func (g *guard) moderateParts(ctx agent.Context, resp *model.LLMResponse, respErr error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return resp, respErr
	}
	for _, p := range resp.Content.Parts {
		v, err := g.client.Moderate(ctx, p.Text)
		if err != nil {
			return nil, err
		}
		if v.Flagged {
			return &model.LLMResponse{
				Content:       genai.NewContentFromText(g.refusal, genai.RoleModel),
				UsageMetadata: resp.UsageMetadata,
			}, nil
		}
	}
	return resp, respErr
}

var secret = regexp.MustCompile(`(?i)api[_-]?key\s*[:=]`)

// blockSecrets refuses, by a local regexp verdict, a reply that leaks a
// key.
func blockSecrets(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return resp, err
	}
	if secret.MatchString(resp.Content.Parts[0].Text) {
		return &model.LLMResponse{Content: genai.NewContentFromText(refusalText, genai.RoleModel)}, nil
	}
	return resp, err
}

var banned = []string{"weapon", "exploit"}

// refusal builds the refusal the keyword guard answers with.
func refusal() *model.LLMResponse {
	return &model.LLMResponse{Content: genai.NewContentFromText(refusalText, genai.RoleModel), TurnComplete: true}
}

// blockWords refuses a reply that holds a banned word, from a helper.
func blockWords(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return nil, nil
	}
	for _, p := range resp.Content.Parts {
		lower := strings.ToLower(p.Text)
		for _, w := range banned {
			if strings.Contains(lower, w) {
				return refusal(), nil
			}
		}
	}
	return nil, nil
}

// refuseInPlace writes the refusal into the response it received: its
// finish reason stays with it.
func (g *guard) refuseInPlace(ctx agent.Context, resp *model.LLMResponse, respErr error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return nil, nil
	}
	v, err := g.client.Moderate(ctx, resp.Content.Parts[0].Text)
	if err != nil {
		return nil, err
	}
	if v.Flagged {
		resp.Content = genai.NewContentFromText(g.refusal, genai.RoleModel)
	}
	return resp, nil
}

// refuseHeld builds its refusal in a local first.
func (g *guard) refuseHeld(ctx agent.Context, resp *model.LLMResponse, respErr error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return nil, nil
	}
	blocked := &model.LLMResponse{Content: genai.NewContentFromText(g.refusal, genai.RoleModel)}
	if secret.MatchString(resp.Content.Parts[0].Text) {
		return blocked, nil
	}
	return nil, nil
}

// redactKeepingReason returns the redacted text in a new response that
// copies the finish reason: a read of the reason.
func redactKeepingReason(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil {
		return resp, err
	}
	redacted := secret.ReplaceAllString(text(resp), "[key]")
	return &model.LLMResponse{
		Content:      genai.NewContentFromText(redacted, genai.RoleModel),
		FinishReason: resp.FinishReason,
	}, nil
}

// refuseInCopy answers with a copy of the received response whose
// content is the refusal: the copy keeps its finish reason, usage and
// metadata. Nothing to report.
func refuseInCopy(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return nil, nil
	}
	if !secret.MatchString(resp.Content.Parts[0].Text) {
		return nil, nil
	}
	out := *resp
	out.Content = genai.NewContentFromText(refusalText, genai.RoleModel)
	return &out, nil
}

// redactInCopy writes the redacted text into a copy of the response, which
// carries its finish reason on: nothing to report.
func redactInCopy(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return resp, err
	}
	out := *resp
	out.Content = genai.NewContentFromText(email.ReplaceAllString(resp.Content.Parts[0].Text, "[email]"), genai.RoleModel)
	return &out, nil
}

// Twins that answer with a response built from the model's text: its
// finish reason stays behind, and a cut or blocked answer passes as a
// finished one. Reported.

var email = regexp.MustCompile(`[a-z.]+@[a-z.]+`)

// redactNew returns the redacted text in a new response.
func redactNew(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 { // want `^AfterModel callback redactNew reads Content but never FinishReason or ErrorCode$`
		return resp, err
	}
	t := resp.Content.Parts[0].Text
	if email.MatchString(t) {
		return &model.LLMResponse{Content: genai.NewContentFromText(email.ReplaceAllString(t, "[email]"), genai.RoleModel)}, nil
	}
	return resp, err
}

// maskNew answers with the text the moderation service masked.
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

// cutAtSecret answers with the text up to the leak.
func cutAtSecret(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 { // want `AfterModel callback cutAtSecret reads Content`
		return nil, nil
	}
	t := resp.Content.Parts[0].Text
	if loc := secret.FindStringIndex(t); loc != nil {
		out := &model.LLMResponse{Content: genai.NewContentFromText(t[:loc[0]], genai.RoleModel)}
		return out, nil
	}
	return nil, nil
}

// keepContent answers with the received content in a new response.
func keepContent(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 { // want `AfterModel callback keepContent reads Content`
		return nil, nil
	}
	if secret.MatchString(resp.Content.Parts[0].Text) {
		return nil, nil
	}
	return &model.LLMResponse{Content: resp.Content, TurnComplete: true}, nil
}

// reframe builds its answer with a helper given the whole response.
func reframe(ctx agent.Context, resp *model.LLMResponse, err error) (*model.LLMResponse, error) {
	if resp == nil || resp.Content == nil { // want `AfterModel callback reframe reads Content`
		return nil, nil
	}
	if secret.MatchString(resp.Content.Parts[0].Text) {
		return quoted(resp), nil
	}
	return nil, nil
}

// quoted answers with the reply's text in quotes.
func quoted(resp *model.LLMResponse) *model.LLMResponse {
	return &model.LLMResponse{Content: genai.NewContentFromText("> "+text(resp), genai.RoleModel)}
}
