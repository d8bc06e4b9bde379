// Package synth holds streaming adapters that make up the final reason
// themselves instead of reading the one the stream's last chunk carries.
package synth

import (
	"context"
	"errors"
	"io"
	"iter"
	"strings"

	"github.com/sashabaranov/go-openai"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

// endedStream says STOP because the stream ended, OTHER when no text came:
// a length or content_filter cut still reads as a success.
type endedStream struct{ client *openai.Client }

func (m *endedStream) Name() string { return "gpt" }

func (m *endedStream) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		s, err := m.client.CreateChatCompletionStream(ctx, openai.ChatCompletionRequest{Model: "gpt"})
		if err != nil {
			yield(nil, err)
			return
		}
		defer s.Close()
		var text strings.Builder
		for {
			chunk, err := s.Recv()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				yield(nil, err)
				return
			}
			if len(chunk.Choices) == 0 {
				continue
			}
			text.WriteString(chunk.Choices[0].Delta.Content)
			if !yield(&model.LLMResponse{Content: genai.NewContentFromText(chunk.Choices[0].Delta.Content, "model"), Partial: true}, nil) { // want `adapter endedStream synthesises its FinishReason, dropping the provider's FinishReason`
				return
			}
		}
		finish := genai.FinishReasonStop
		if text.Len() == 0 {
			finish = genai.FinishReasonOther
		}
		yield(&model.LLMResponse{TurnComplete: true, FinishReason: finish}, nil)
	}
}

// lastChunk keeps the last chunk's reason in a local and reports it:
// silent.
type lastChunk struct{ client *openai.Client }

func (m *lastChunk) Name() string { return "gpt" }

func (m *lastChunk) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		s, err := m.client.CreateChatCompletionStream(ctx, openai.ChatCompletionRequest{Model: "gpt"})
		if err != nil {
			yield(nil, err)
			return
		}
		defer s.Close()
		finish := genai.FinishReasonUnspecified
		for {
			chunk, err := s.Recv()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				yield(nil, err)
				return
			}
			if len(chunk.Choices) == 0 {
				continue
			}
			finish = toGenai(chunk.Choices[0].FinishReason)
			if !yield(&model.LLMResponse{Content: genai.NewContentFromText(chunk.Choices[0].Delta.Content, "model"), Partial: true}, nil) {
				return
			}
		}
		yield(&model.LLMResponse{TurnComplete: true, FinishReason: finish}, nil)
	}
}

func toGenai(r openai.FinishReason) genai.FinishReason {
	switch r {
	case openai.FinishReasonStop, openai.FinishReasonToolCalls:
		return genai.FinishReasonStop
	case openai.FinishReasonLength:
		return genai.FinishReasonMaxTokens
	case "":
		return genai.FinishReasonUnspecified
	default:
		return genai.FinishReasonOther
	}
}

// handedIn sets the reason from a parameter of a helper: what callers pass
// is not a constant made up here. Silent.
type handedIn struct{ client *openai.Client }

func (m *handedIn) Name() string { return "gpt" }

func (m *handedIn) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		resp, err := m.client.CreateChatCompletion(ctx, openai.ChatCompletionRequest{Model: "gpt"})
		if err != nil {
			yield(nil, err)
			return
		}
		yield(final(resp.Choices[0].Message.Content, genai.FinishReason(resp.Choices[0].FinishReason)), nil)
	}
}

func final(text string, reason genai.FinishReason) *model.LLMResponse {
	return &model.LLMResponse{Content: genai.NewContentFromText(text, "model"), FinishReason: reason}
}
