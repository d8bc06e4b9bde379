package ai

import (
	"context"
	"iter"
)

type PromptOption interface {
	applyPrompt(*promptOptions) error
}

type PromptExecuteOption interface {
	applyPromptExecute(*promptExecutionOptions) error
}

// Prompt is what genkit.DefinePrompt and LookupPrompt return.
type Prompt interface {
	Name() string
	Execute(ctx context.Context, opts ...PromptExecuteOption) (*ModelResponse, error)
	ExecuteStream(ctx context.Context, opts ...PromptExecuteOption) iter.Seq2[*ModelStreamValue, error]
	Render(ctx context.Context, input any) (*GenerateActionOptions, error)
}

type prompt struct{}

// DataPrompt is a prompt with typed input and output.
type DataPrompt[In, Out any] struct {
	prompt
}

func (dp *DataPrompt[In, Out]) Execute(ctx context.Context, input In, opts ...PromptExecuteOption) (Out, *ModelResponse, error) {
	panic("stub")
}

func (dp *DataPrompt[In, Out]) ExecuteStream(ctx context.Context, input In, opts ...PromptExecuteOption) iter.Seq2[*StreamValue[Out, Out], error] {
	panic("stub")
}
