// Guardrails on ADK v1, whose AfterModel callbacks take an
// agent.CallbackContext.

package guardrail

import (
	v1agent "google.golang.org/adk/agent"
	v1model "google.golang.org/adk/model"
	"google.golang.org/genai"
)

// moderateV1 refuses a flagged reply with the configured text: nothing to
// report.
func (g *guard) moderateV1(ctx v1agent.CallbackContext, resp *v1model.LLMResponse, respErr error) (*v1model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 {
		return nil, nil
	}
	v, err := g.client.Moderate(ctx, resp.Content.Parts[0].Text)
	if err != nil {
		return nil, err
	}
	if v.Flagged {
		return &v1model.LLMResponse{Content: genai.NewContentFromText(g.refusal, genai.RoleModel)}, nil
	}
	return resp, respErr
}

// maskV1 answers with the masked text in a new response: reported.
func (g *guard) maskV1(ctx v1agent.CallbackContext, resp *v1model.LLMResponse, respErr error) (*v1model.LLMResponse, error) {
	if resp == nil || resp.Content == nil || len(resp.Content.Parts) == 0 { // want `AfterModel callback guard\.maskV1 reads Content`
		return nil, nil
	}
	v, err := g.client.Moderate(ctx, resp.Content.Parts[0].Text)
	if err != nil {
		return nil, err
	}
	if v.Flagged {
		return &v1model.LLMResponse{Content: genai.NewContentFromText(v.Redacted, genai.RoleModel)}, nil
	}
	return resp, respErr
}
