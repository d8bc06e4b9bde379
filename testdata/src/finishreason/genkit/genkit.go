// Package genkit holds finishreason cases for genkit/go.
package genkit

import (
	"context"
	"errors"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

func generate(ctx context.Context, g *genkit.Genkit) string {
	resp, _ := genkit.Generate(ctx, g, ai.WithPrompt("hi")) // want `genkit\.Generate: finish reason never read; a length or blocked stop passes as success`
	return resp.Text()
}

func generateChecked(ctx context.Context, g *genkit.Genkit) (string, error) {
	resp, err := genkit.Generate(ctx, g, ai.WithPrompt("hi"))
	if err != nil {
		return "", err
	}
	if resp.FinishReason != ai.FinishReasonStop {
		return "", errors.New(resp.FinishMessage)
	}
	return resp.Text(), nil
}

func text(ctx context.Context, g *genkit.Genkit) (string, error) {
	out, err := genkit.GenerateText(ctx, g, ai.WithPrompt("hi")) // want `genkit\.GenerateText returns only the text; a length or blocked stop passes as success`
	return out, err
}

func stream(ctx context.Context, g *genkit.Genkit) string {
	var out string
	for v, err := range genkit.GenerateStream(ctx, g, ai.WithPrompt("hi")) { // want `genkit\.GenerateStream: finish reason never read; a length or blocked stop passes as success`
		if err != nil {
			break
		}
		if !v.Done {
			out += v.Chunk.Text()
		}
	}
	return out
}

func streamChecked(ctx context.Context, g *genkit.Genkit) (string, error) {
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

type recipe struct{ Name string }

func data(ctx context.Context, g *genkit.Genkit) string {
	r, resp, _ := genkit.GenerateData[recipe](ctx, g, ai.WithPrompt("hi")) // want `genkit\.GenerateData: finish reason never read; a length or blocked stop passes as success`
	if resp.Text() == "" {
		return ""
	}
	return r.Name
}

func dataChecked(ctx context.Context, g *genkit.Genkit) (string, error) {
	r, resp, err := genkit.GenerateData[recipe](ctx, g, ai.WithPrompt("hi"))
	if err != nil {
		return "", err
	}
	if resp.FinishReason != ai.FinishReasonStop {
		return "", errors.New("incomplete")
	}
	return r.Name, nil
}

type recipe struct{ Title string }

// The typed output of the stream's last value is the answer: a length
// stop truncates it as much as a text.
func dataStream(ctx context.Context, g *genkit.Genkit) (*recipe, error) {
	for v, err := range genkit.GenerateDataStream[recipe](ctx, g, ai.WithPrompt("a recipe")) { // want `genkit\.GenerateDataStream: finish reason never read; a length or blocked stop passes as success`
		if err != nil {
			return nil, err
		}
		if v.Done {
			return &v.Output, nil
		}
	}
	return nil, errors.New("no output")
}

func dataStreamChecked(ctx context.Context, g *genkit.Genkit) (*recipe, error) {
	for v, err := range genkit.GenerateDataStream[recipe](ctx, g, ai.WithPrompt("a recipe")) {
		if err != nil {
			return nil, err
		}
		if v.Done {
			if v.Response.FinishReason != ai.FinishReasonStop {
				return nil, errors.New("incomplete recipe")
			}
			return &v.Output, nil
		}
	}
	return nil, errors.New("no output")
}
