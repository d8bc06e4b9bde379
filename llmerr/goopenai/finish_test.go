package goopenaierr_test

import (
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	goopenaierr "github.com/llmerrlint/llmerrlint/llmerr/goopenai"
	openai "github.com/sashabaranov/go-openai"
)

// finishReasons lists every FinishReason constant of go-openai v1.43.0.
var finishReasons = []struct {
	reason openai.FinishReason
	class  llmerr.ErrorClass
	ok     bool
}{
	{openai.FinishReasonStop, 0, false},
	{openai.FinishReasonToolCalls, 0, false},
	{openai.FinishReasonFunctionCall, 0, false},
	{openai.FinishReasonNull, 0, false},
	{"", 0, false},
	{openai.FinishReasonLength, llmerr.Truncated, true},
	{openai.FinishReasonContentFilter, llmerr.OutputBlocked, true},
	{"eos", llmerr.Unknown, true},
}

func TestClassifyChatFinishReason(t *testing.T) {
	for _, tt := range finishReasons {
		if c, ok := goopenaierr.ClassifyChatFinishReason(tt.reason); c != tt.class || ok != tt.ok {
			t.Errorf("ClassifyChatFinishReason(%q) = %v, %v; want %v, %v", tt.reason, c, ok, tt.class, tt.ok)
		}
	}
}

func TestClassifyChatChoice(t *testing.T) {
	text := openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: "hi"}
	tool := openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant,
		ToolCalls: []openai.ToolCall{{ID: "1", Type: openai.ToolTypeFunction, Function: openai.FunctionCall{Name: "f"}}}}
	refusal := openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Refusal: "I can't help with that."}
	empty := openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant}
	tests := []struct {
		name   string
		choice openai.ChatCompletionChoice
		want   llmerr.ErrorClass
	}{
		{"stop", openai.ChatCompletionChoice{Message: text, FinishReason: openai.FinishReasonStop}, 0},
		{"stop with no text", openai.ChatCompletionChoice{Message: empty, FinishReason: openai.FinishReasonStop}, 0},
		{"tool_calls", openai.ChatCompletionChoice{Message: tool, FinishReason: openai.FinishReasonToolCalls}, 0},
		{"function_call", openai.ChatCompletionChoice{Message: openai.ChatCompletionMessage{FunctionCall: &openai.FunctionCall{Name: "f"}},
			FinishReason: openai.FinishReasonFunctionCall}, 0},
		{"length", openai.ChatCompletionChoice{Message: text, FinishReason: openai.FinishReasonLength}, llmerr.Truncated},
		{"content_filter", openai.ChatCompletionChoice{Message: empty, FinishReason: openai.FinishReasonContentFilter}, llmerr.OutputBlocked},
		{"refusal with stop", openai.ChatCompletionChoice{Message: refusal, FinishReason: openai.FinishReasonStop}, llmerr.OutputBlocked},
		{"refusal cut off", openai.ChatCompletionChoice{Message: refusal, FinishReason: openai.FinishReasonLength}, llmerr.OutputBlocked},
		{"no reason with text", openai.ChatCompletionChoice{Message: text}, llmerr.Unknown},
		{"null with tool calls", openai.ChatCompletionChoice{Message: tool, FinishReason: openai.FinishReasonNull}, llmerr.Unknown},
		{"no reason, empty", openai.ChatCompletionChoice{Message: empty}, llmerr.Unknown},
		{"null, empty", openai.ChatCompletionChoice{Message: empty, FinishReason: openai.FinishReasonNull}, llmerr.Unknown},
		{"unknown reason", openai.ChatCompletionChoice{Message: text, FinishReason: "eos"}, llmerr.Unknown},
	}
	for _, tt := range tests {
		c, failed := goopenaierr.ClassifyChatChoice(tt.choice)
		if c != tt.want || failed != (tt.want != 0) {
			t.Errorf("%s: ClassifyChatChoice = %v, %v; want %v", tt.name, c, failed, tt.want)
		}
		resp := &openai.ChatCompletionResponse{Choices: []openai.ChatCompletionChoice{tt.choice}}
		if c, _ := goopenaierr.ClassifyChatCompletion(resp); c != tt.want {
			t.Errorf("%s: ClassifyChatCompletion = %v; want %v", tt.name, c, tt.want)
		}
	}
	for _, r := range []*openai.ChatCompletionResponse{nil, {}} {
		if c, failed := goopenaierr.ClassifyChatCompletion(r); c != llmerr.Unknown || !failed {
			t.Errorf("ClassifyChatCompletion(%v) = %v, %v; want UNKNOWN", r, c, failed)
		}
	}
}

func TestClassifyChatStreamChoice(t *testing.T) {
	tests := []struct {
		name   string
		choice openai.ChatCompletionStreamChoice
		want   llmerr.ErrorClass
	}{
		{"mid-stream text", openai.ChatCompletionStreamChoice{Delta: openai.ChatCompletionStreamChoiceDelta{Content: "h"}}, 0},
		{"mid-stream empty", openai.ChatCompletionStreamChoice{}, 0},
		{"last stop", openai.ChatCompletionStreamChoice{FinishReason: openai.FinishReasonStop}, 0},
		{"last length", openai.ChatCompletionStreamChoice{FinishReason: openai.FinishReasonLength}, llmerr.Truncated},
		{"last content_filter", openai.ChatCompletionStreamChoice{FinishReason: openai.FinishReasonContentFilter}, llmerr.OutputBlocked},
		{"refusal delta", openai.ChatCompletionStreamChoice{Delta: openai.ChatCompletionStreamChoiceDelta{Refusal: "I can't"}}, llmerr.OutputBlocked},
	}
	for _, tt := range tests {
		if c, failed := goopenaierr.ClassifyChatStreamChoice(tt.choice); c != tt.want || failed != (tt.want != 0) {
			t.Errorf("%s: ClassifyChatStreamChoice = %v, %v; want %v", tt.name, c, failed, tt.want)
		}
	}
}

func TestClassifyCompletionChoice(t *testing.T) {
	tests := []struct {
		choice openai.CompletionChoice
		want   llmerr.ErrorClass
	}{
		{openai.CompletionChoice{Text: "a", FinishReason: "stop"}, 0},
		{openai.CompletionChoice{Text: "a", FinishReason: "length"}, llmerr.Truncated},
		{openai.CompletionChoice{FinishReason: "content_filter"}, llmerr.OutputBlocked},
		{openai.CompletionChoice{Text: "a"}, llmerr.Unknown},
		{openai.CompletionChoice{}, llmerr.Unknown},
		{openai.CompletionChoice{Text: "a", FinishReason: "?"}, llmerr.Unknown},
	}
	for _, tt := range tests {
		if c, failed := goopenaierr.ClassifyCompletionChoice(tt.choice); c != tt.want || failed != (tt.want != 0) {
			t.Errorf("ClassifyCompletionChoice(%+v) = %v, %v; want %v", tt.choice, c, failed, tt.want)
		}
	}
}
