// Package typeerr does not type-check; the analyzer must not crash, and
// judges what the types it knows show.
package typeerr

import (
	"context"
	"iter"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"google.golang.org/adk/v2/model"
)

type broken struct{ client anthropic.Client }

func (broken) Name() string { return "broken" }

func (b broken) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		msg, _ := b.client.Messages.New(ctx, undefinedParams)
		yield(&model.LLMResponse{Content: msg.Nope}, nil) // want `adapter broken builds model.LLMResponse`
	}
}
