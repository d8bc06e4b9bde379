package chains

import "context"

type Chain interface {
	Call(ctx context.Context, inputs map[string]any, options ...ChainCallOption) (map[string]any, error)
	GetInputKeys() []string
	GetOutputKeys() []string
}

type chainCallOption struct{}

type ChainCallOption func(*chainCallOption)

func Run(ctx context.Context, c Chain, input any, options ...ChainCallOption) (string, error) {
	panic("stub")
}

func Predict(ctx context.Context, c Chain, inputValues map[string]any, options ...ChainCallOption) (string, error) {
	panic("stub")
}
