package goopenai

import (
	"context"
	"fmt"

	openai "github.com/sashabaranov/go-openai"
)

// The Responses API: an incomplete response (max_output_tokens, a content
// filter) still has output text.
func respond(ctx context.Context, c *openai.Client, q string) (string, error) {
	resp, err := c.CreateResponse(ctx, openai.CreateResponseRequest{Input: q}) // want `openai\.Client\.CreateResponse: status never read; an incomplete or failed response passes as success`
	if err != nil {
		return "", err
	}
	return resp.GetOutputText(), nil
}

func respondChecked(ctx context.Context, c *openai.Client, q string) (string, error) {
	resp, err := c.CreateResponse(ctx, openai.CreateResponseRequest{Input: q})
	if err != nil {
		return "", err
	}
	if resp.Status != openai.ResponseStatusCompleted {
		return "", fmt.Errorf("response %s", resp.Status)
	}
	return resp.GetOutputText(), nil
}

func respondIncomplete(ctx context.Context, c *openai.Client, q string) (string, error) {
	resp, err := c.CreateResponse(ctx, openai.CreateResponseRequest{Input: q})
	if err != nil {
		return "", err
	}
	if d := resp.IncompleteDetails; d != nil {
		return "", fmt.Errorf("incomplete: %s", d.Reason)
	}
	return resp.GetOutputText(), nil
}
