package display

import (
	"context"
	"errors"
	"fmt"

	"google.golang.org/genai"
)

// fmt.Errorf prints its operands into the message and keeps only a %w
// operand, an error: a response printed there is shown, not handed on.

func unexpectedShape(ctx context.Context, c *genai.Client) (string, error) {
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return "", fmt.Errorf("generate: %w", err)
	}
	if len(resp.Candidates) == 0 {
		return "", fmt.Errorf("no candidates in %+v", resp)
	}
	return resp.Text(), nil
}

func unexpectedPart(ctx context.Context, c *genai.Client) (string, error) {
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil) // want `genai\.Models\.GenerateContent: finish reason never read`
	if err != nil {
		return "", err
	}
	for _, p := range resp.Candidates[0].Content.Parts {
		if p.Text == "" {
			return "", fmt.Errorf("unexpected part %T", p)
		}
	}
	return resp.Text(), nil
}

// The reason is read besides: silent.
func unexpectedShapeChecked(ctx context.Context, c *genai.Client) (string, error) {
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err != nil {
		return "", err
	}
	if len(resp.Candidates) == 0 || resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return "", fmt.Errorf("stopped: %v", resp)
	}
	return resp.Text(), nil
}

// Formatted with Sprintf and kept, the text goes on: an escape, silent.
func describedForClient(ctx context.Context, c *genai.Client) (string, error) {
	resp, err := c.Models.GenerateContent(ctx, "gemini", nil, nil)
	if err != nil {
		return "", errors.New("failed")
	}
	return fmt.Sprintf("%s (%v)", resp.Text(), resp.Candidates), nil
}
