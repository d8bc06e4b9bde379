package goopenaierr_test

import (
	"fmt"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	goopenaierr "github.com/llmerrlint/llmerrlint/llmerr/goopenai"
	openai "github.com/sashabaranov/go-openai"
)

var (
	benchErr = fmt.Errorf("chat: %w", fmt.Errorf("call: %w", &openai.APIError{
		HTTPStatusCode: 429, Code: "rate_limit_exceeded", Type: "requests", Message: "m"}))
	benchResp = &openai.ChatCompletionResponse{Choices: []openai.ChatCompletionChoice{{
		FinishReason: openai.FinishReasonLength, Message: openai.ChatCompletionMessage{Content: "half"}}}}
	sinkClass llmerr.ErrorClass
)

func BenchmarkClassify(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkClass = llmerr.Classify(benchErr)
	}
}

func BenchmarkClassifyChatCompletion(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkClass, _ = goopenaierr.ClassifyChatCompletion(benchResp)
	}
}
