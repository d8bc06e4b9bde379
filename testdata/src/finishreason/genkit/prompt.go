package genkit

import (
	"context"
	"errors"
	"fmt"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/genkit"
)

// A prompt calls the model with its own template: the same check.

func hello(ctx context.Context, g *genkit.Genkit) {
	prompt := genkit.LookupPrompt(g, "hello")
	resp, err := prompt.Execute(ctx) // want `ai\.Prompt\.Execute: finish reason never read; a length or blocked stop passes as success`
	if err != nil {
		return
	}
	fmt.Println(resp.Text())
}

func helloChecked(ctx context.Context, g *genkit.Genkit) (string, error) {
	prompt := genkit.DefinePrompt(g, "hello")
	resp, err := prompt.Execute(ctx)
	if err != nil {
		return "", err
	}
	if resp.FinishReason != ai.FinishReasonStop {
		return "", errors.New("answer cut short")
	}
	return resp.Text(), nil
}

// answerPrompt returns the response: its caller owns the check.
func answerPrompt(ctx context.Context, p ai.Prompt) (*ai.ModelResponse, error) {
	return p.Execute(ctx)
}

func helloStream(ctx context.Context, p ai.Prompt) string {
	var out string
	for v, err := range p.ExecuteStream(ctx) { // want `ai\.Prompt\.ExecuteStream: finish reason never read`
		if err != nil {
			break
		}
		if !v.Done {
			out += v.Chunk.Text()
		}
	}
	return out
}

type capital struct{ City string }

func typed(ctx context.Context, g *genkit.Genkit) (string, error) {
	p := genkit.DefineDataPrompt[string, capital](g, "capital")
	out, resp, err := p.Execute(ctx, "France") // want `ai\.DataPrompt\.Execute: finish reason never read`
	if err != nil {
		return "", err
	}
	fmt.Println("raw answer:", resp.Text())
	return out.City, nil
}

// typedOnly discards the response, as genkit.GenerateData's callers do:
// silent, as for every discarded response.
func typedOnly(ctx context.Context, p *ai.DataPrompt[string, capital]) (string, error) {
	out, _, err := p.Execute(ctx, "France")
	return out.City, err
}

func typedChecked(ctx context.Context, g *genkit.Genkit) (string, error) {
	p := genkit.DefineDataPrompt[string, capital](g, "capital")
	out, resp, err := p.Execute(ctx, "France")
	if err != nil {
		return "", err
	}
	if resp.FinishReason != ai.FinishReasonStop {
		return "", errors.New("answer cut short")
	}
	return out.City, nil
}
