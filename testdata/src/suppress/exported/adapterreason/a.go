// Package adapterreason is the same finding three times: reported, ignored
// by a directive, and in a generated file.
package adapterreason

import (
	"context"
	"iter"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

type reported struct{ client anthropic.Client }

func (reported) Name() string { return "claude" }

func (r reported) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		msg, err := r.client.Messages.New(ctx, anthropic.MessageNewParams{})
		if err != nil {
			yield(nil, err)
			return
		}
		yield(&model.LLMResponse{Content: genai.NewContentFromText(msg.Content[0].Text, "model")}, nil) // want `adapter reported builds model.LLMResponse`
	}
}

type ignored struct{ client anthropic.Client }

func (ignored) Name() string { return "claude" }

func (r ignored) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		msg, err := r.client.Messages.New(ctx, anthropic.MessageNewParams{})
		if err != nil {
			yield(nil, err)
			return
		}
		//llmerrlint:ignore adapterreason the proxy in front returns errors for every non-end_turn stop
		yield(&model.LLMResponse{Content: genai.NewContentFromText(msg.Content[0].Text, "model")}, nil)
	}
}
