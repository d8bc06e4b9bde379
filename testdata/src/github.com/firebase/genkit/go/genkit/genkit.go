// Package genkit is a stub of github.com/firebase/genkit/go/genkit for
// analyzer tests. It keeps the real shapes of the subset it declares; the
// conformance test (analyzers/internal/conformance) checks them against v1.4.0.
package genkit

import (
	"context"
	"iter"

	"github.com/firebase/genkit/go/ai"
)

type Genkit struct {
	reg any
}

type genkitOptions struct{}

type GenkitOption interface {
	apply(g *genkitOptions) error
}

func Init(ctx context.Context, opts ...GenkitOption) *Genkit { panic("stub") }

func WithDefaultModel(model string) GenkitOption { panic("stub") }

func GenerateWithRequest(ctx context.Context, g *Genkit, actionOpts *ai.GenerateActionOptions, mw []ai.ModelMiddleware, cb ai.ModelStreamCallback) (*ai.ModelResponse, error) {
	panic("stub")
}

func Generate(ctx context.Context, g *Genkit, opts ...ai.GenerateOption) (*ai.ModelResponse, error) {
	panic("stub")
}

func GenerateStream(ctx context.Context, g *Genkit, opts ...ai.GenerateOption) iter.Seq2[*ai.ModelStreamValue, error] {
	panic("stub")
}

// GenerateText returns only the text: the finish reason is lost.
func GenerateText(ctx context.Context, g *Genkit, opts ...ai.GenerateOption) (string, error) {
	panic("stub")
}

func GenerateData[Out any](ctx context.Context, g *Genkit, opts ...ai.GenerateOption) (*Out, *ai.ModelResponse, error) {
	panic("stub")
}

func GenerateDataStream[Out any](ctx context.Context, g *Genkit, opts ...ai.GenerateOption) iter.Seq2[*ai.StreamValue[Out, Out], error] {
	panic("stub")
}

func DefinePrompt(g *Genkit, name string, opts ...ai.PromptOption) ai.Prompt { panic("stub") }

func LookupPrompt(g *Genkit, name string) ai.Prompt { panic("stub") }

func DefineDataPrompt[In, Out any](g *Genkit, name string, opts ...ai.PromptOption) *ai.DataPrompt[In, Out] {
	panic("stub")
}
