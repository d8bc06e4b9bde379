// Package gemini calls google.golang.org/genai directly.
package gemini

import (
	"context"
	"errors"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/genai"
)

func textOnly(ctx context.Context, c *genai.Client, prompt string) (string, error) {
	resp, err := c.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text(prompt), nil) // want `genai.Models.GenerateContent: finish reason never read`
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

func checked(ctx context.Context, c *genai.Client, prompt string) (string, error) {
	resp, err := c.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text(prompt), nil)
	if err != nil {
		return "", err
	}
	if resp.PromptFeedback != nil && resp.PromptFeedback.BlockReason != "" {
		return "", errors.New("prompt blocked")
	}
	if len(resp.Candidates) == 0 || resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return "", errors.New("incomplete answer")
	}
	return resp.Text(), nil
}

func classified(ctx context.Context, c *genai.Client, prompt string) (string, error) {
	resp, err := c.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text(prompt), nil)
	if err != nil {
		return "", err
	}
	if class, failed := llmerr.ClassifyGenerateContent(resp); failed {
		return "", errors.New(class.String())
	}
	return resp.Text(), nil
}

func streamed(ctx context.Context, c *genai.Client, prompt string) (string, error) {
	var out string
	for chunk, err := range c.Models.GenerateContentStream(ctx, "gemini-2.5-flash", genai.Text(prompt), nil) { // want `genai.Models.GenerateContentStream: `
		if err != nil {
			return "", err
		}
		out += chunk.Text()
	}
	return out, nil
}

func streamedChecked(ctx context.Context, c *genai.Client, prompt string) (string, error) {
	var out string
	for chunk, err := range c.Models.GenerateContentStream(ctx, "gemini-2.5-flash", genai.Text(prompt), nil) {
		if err != nil {
			return "", err
		}
		for _, cand := range chunk.Candidates {
			if cand.FinishReason == genai.FinishReasonMaxTokens {
				return out, errors.New("truncated")
			}
		}
		out += chunk.Text()
	}
	return out, nil
}

func chat(ctx context.Context, c *genai.Client) (string, error) {
	ch, err := c.Chats.Create(ctx, "gemini-2.5-flash", nil, nil)
	if err != nil {
		return "", err
	}
	resp, err := ch.SendMessage(ctx, genai.Part{Text: "hi"}) // want `genai.Chat.SendMessage: `
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

func discarded(ctx context.Context, c *genai.Client) error {
	_, err := c.Models.GenerateContent(ctx, "gemini-2.5-flash", genai.Text("ping"), nil)
	return err
}
