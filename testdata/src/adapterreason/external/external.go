// Package external hands the provider's response to a converter of
// another module, which may map the reason: silent.
package external

import (
	"context"
	"iter"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"google.golang.org/adk/v2/model"

	"adapterreason/external/convert"
)

type claude struct{ client anthropic.Client }

func (claude) Name() string { return "claude" }

func (c claude) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		msg, err := c.client.Messages.New(ctx, anthropic.MessageNewParams{Model: "claude-sonnet-4-5"})
		if err != nil {
			yield(&model.LLMResponse{ErrorCode: "UNKNOWN"}, err)
			return
		}
		yield(convert.Response(msg), nil)
	}
}
