// Package gk calls the real github.com/firebase/genkit/go.
package gk

import (
	"context"
	"errors"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

func summary(ctx context.Context, g *genkit.Genkit, doc string) (string, error) {
	resp, err := genkit.Generate(ctx, g, ai.WithPrompt("Summarize: %s", doc)) // want `genkit.Generate: finish reason never read`
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

func summaryChecked(ctx context.Context, g *genkit.Genkit, doc string) (string, error) {
	resp, err := genkit.Generate(ctx, g, ai.WithPrompt("Summarize: %s", doc))
	if err != nil {
		return "", err
	}
	switch resp.FinishReason {
	case ai.FinishReasonLength, ai.FinishReasonBlocked:
		return "", errors.New("incomplete summary")
	}
	return resp.Text(), nil
}

func summaryText(ctx context.Context, g *genkit.Genkit, doc string) (string, error) {
	return genkit.GenerateText(ctx, g, ai.WithPrompt("Summarize: %s", doc)) // want `genkit.GenerateText returns only the text; `
}

func streamed(ctx context.Context, g *genkit.Genkit) (string, error) {
	var out string
	for v, err := range genkit.GenerateStream(ctx, g, ai.WithPrompt("hi")) { // want `genkit.GenerateStream: `
		if err != nil {
			return "", err
		}
		if !v.Done {
			out += v.Chunk.Text()
		}
	}
	return out, nil
}

func streamedChecked(ctx context.Context, g *genkit.Genkit) (string, error) {
	var out string
	for v, err := range genkit.GenerateStream(ctx, g, ai.WithPrompt("hi")) {
		if err != nil {
			return "", err
		}
		if v.Done && v.Response.FinishReason != ai.FinishReasonStop {
			return "", errors.New("incomplete")
		}
		if !v.Done {
			out += v.Chunk.Text()
		}
	}
	return out, nil
}
