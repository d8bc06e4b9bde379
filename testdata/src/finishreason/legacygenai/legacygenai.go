// Package legacygenai holds finishreason cases for the Gemini API's
// earlier Go SDK, github.com/google/generative-ai-go. It returns a SAFETY
// or RECITATION stop as a *BlockedError, but a MAX_TOKENS stop as a
// response.
package legacygenai

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/google/generative-ai-go/genai"
	"google.golang.org/api/iterator"
)

func textOf(resp *genai.GenerateContentResponse) string {
	var b strings.Builder
	for _, c := range resp.Candidates {
		if c.Content == nil {
			continue
		}
		for _, p := range c.Content.Parts {
			if t, ok := p.(genai.Text); ok {
				b.WriteString(string(t))
			}
		}
	}
	return b.String()
}

func ask(ctx context.Context, c *genai.Client, q string) (string, error) {
	model := c.GenerativeModel("gemini-1.5-flash")
	resp, err := model.GenerateContent(ctx, genai.Text(q)) // want `genai\.GenerativeModel\.GenerateContent: finish reason never read; a MAX_TOKENS stop passes as success`
	if err != nil {
		return "", err
	}
	return textOf(resp), nil
}

// The SDK returns a blocked prompt as a *BlockedError: this read of the
// block reason never runs, and a MAX_TOKENS stop passes.
func askBlockOnly(ctx context.Context, model *genai.GenerativeModel, q string) (string, error) {
	resp, err := model.GenerateContent(ctx, genai.Text(q)) // want `genai\.GenerativeModel\.GenerateContent: only the prompt's block reason read; a MAX_TOKENS stop passes`
	if err != nil {
		return "", err
	}
	if len(resp.Candidates) == 0 {
		if resp.PromptFeedback != nil && resp.PromptFeedback.BlockReason == genai.BlockReasonSafety {
			return "", errors.New("blocked")
		}
		return "", errors.New("no candidates")
	}
	return textOf(resp), nil
}

func askChecked(ctx context.Context, model *genai.GenerativeModel, q string) (string, error) {
	resp, err := model.GenerateContent(ctx, genai.Text(q))
	if err != nil {
		var blocked *genai.BlockedError
		if errors.As(err, &blocked) {
			return "", fmt.Errorf("blocked: %w", err)
		}
		return "", err
	}
	if len(resp.Candidates) == 0 || resp.Candidates[0].FinishReason != genai.FinishReasonStop {
		return "", errors.New("the model stopped early")
	}
	return textOf(resp), nil
}

func chat(ctx context.Context, cs *genai.ChatSession, q string) (string, error) {
	resp, err := cs.SendMessage(ctx, genai.Text(q)) // want `genai\.ChatSession\.SendMessage: finish reason never read; a MAX_TOKENS stop passes as success`
	if err != nil {
		return "", err
	}
	return textOf(resp), nil
}

func stream(ctx context.Context, model *genai.GenerativeModel, q string, out chan<- string) error {
	it := model.GenerateContentStream(ctx, genai.Text(q)) // want `genai\.GenerativeModel\.GenerateContentStream: finish reason never read; a MAX_TOKENS stop passes as success`
	for {
		resp, err := it.Next()
		if errors.Is(err, iterator.Done) {
			return nil
		}
		if err != nil {
			return err
		}
		out <- textOf(resp)
	}
}

func streamChecked(ctx context.Context, cs *genai.ChatSession, q string, out chan<- string) error {
	it := cs.SendMessageStream(ctx, genai.Text(q))
	for {
		resp, err := it.Next()
		if err == iterator.Done {
			break
		}
		if err != nil {
			return err
		}
		out <- textOf(resp)
	}
	merged := it.MergedResponse()
	for _, c := range merged.Candidates {
		if c.FinishReason == genai.FinishReasonMaxTokens {
			return errors.New("truncated")
		}
	}
	return nil
}

// Counting tokens is no model call, and usage is no use of the answer.
func usage(ctx context.Context, model *genai.GenerativeModel, q string) (int32, error) {
	n, err := model.CountTokens(ctx, genai.Text(q))
	if err != nil {
		return 0, err
	}
	resp, err := model.GenerateContent(ctx, genai.Text(q))
	if err != nil {
		return 0, err
	}
	return n.TotalTokens + resp.UsageMetadata.TotalTokenCount, nil
}

// A wrapper hands the response to its callers, who own the check.
func generate(ctx context.Context, model *genai.GenerativeModel, q string) (*genai.GenerateContentResponse, error) {
	return model.GenerateContent(ctx, genai.Text(q))
}

func viaWrapper(ctx context.Context, model *genai.GenerativeModel) string {
	resp, err := generate(ctx, model, "title") // want `generate: finish reason never read; a MAX_TOKENS stop passes as success`
	if err != nil {
		return ""
	}
	return textOf(resp)
}
