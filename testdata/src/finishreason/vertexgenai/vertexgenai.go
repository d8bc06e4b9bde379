// Package vertexgenai holds finishreason cases for Vertex AI's earlier Go
// SDK for Gemini, cloud.google.com/go/vertexai/genai. It returns a SAFETY
// stop as a *BlockedError, but MAX_TOKENS and RECITATION as a response.
package vertexgenai

import (
	"context"
	"errors"
	"strings"

	"cloud.google.com/go/vertexai/genai"
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

func summarize(ctx context.Context, c *genai.Client, doc string) (string, error) {
	model := c.GenerativeModel("gemini-1.5-pro")
	resp, err := model.GenerateContent(ctx, genai.Text("Summarize: "+doc)) // want `genai\.GenerativeModel\.GenerateContent: finish reason never read; a MAX_TOKENS stop passes as success`
	if err != nil {
		return "", err
	}
	return textOf(resp), nil
}

func summarizeChecked(ctx context.Context, model *genai.GenerativeModel, doc string) (string, error) {
	resp, err := model.GenerateContent(ctx, genai.Text("Summarize: "+doc))
	if err != nil {
		return "", err
	}
	for _, c := range resp.Candidates {
		if c.FinishReason != genai.FinishReasonStop {
			return "", errors.New("summary cut short")
		}
	}
	return textOf(resp), nil
}

func chatStream(ctx context.Context, cs *genai.ChatSession, q string, out chan<- string) error {
	it := cs.SendMessageStream(ctx, genai.Text(q)) // want `genai\.ChatSession\.SendMessageStream: finish reason never read; a MAX_TOKENS stop passes as success`
	for {
		resp, err := it.Next()
		if err == iterator.Done {
			return nil
		}
		if err != nil {
			return err
		}
		out <- textOf(resp)
	}
}

func chatStreamChecked(ctx context.Context, cs *genai.ChatSession, q string, out chan<- string) error {
	it := cs.SendMessageStream(ctx, genai.Text(q))
	for {
		resp, err := it.Next()
		if err == iterator.Done {
			break
		}
		if err != nil {
			return err
		}
		if len(resp.Candidates) > 0 && resp.Candidates[0].FinishReason == genai.FinishReasonMaxTokens {
			return errors.New("truncated")
		}
		out <- textOf(resp)
	}
	return nil
}
