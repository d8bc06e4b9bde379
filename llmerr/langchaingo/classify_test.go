package langchaingoerr_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	langchaingoerr "github.com/llmerrlint/llmerrlint/llmerr/langchaingo"
	"github.com/tmc/langchaingo/llms"
)

// errorCodes lists every llms.ErrorCode of langchaingo v0.1.14.
var errorCodes = []struct {
	code  llms.ErrorCode
	class llmerr.ErrorClass // what llmerr.Classify returns for an *llms.Error with it
}{
	{llms.ErrCodeAuthentication, llmerr.Auth},
	{llms.ErrCodeRateLimit, llmerr.RateLimited},
	{llms.ErrCodeQuotaExceeded, llmerr.RateLimited},
	{llms.ErrCodeInvalidRequest, llmerr.BadRequest},
	{llms.ErrCodeTokenLimit, llmerr.BadRequest},
	{llms.ErrCodeNotImplemented, llmerr.BadRequest},
	{llms.ErrCodeResourceNotFound, llmerr.NotFound},
	{llms.ErrCodeTimeout, llmerr.Timeout},
	{llms.ErrCodeProviderUnavailable, llmerr.Server},
	{llms.ErrCodeContentFilter, llmerr.PromptBlocked},
	{llms.ErrCodeCanceled, 0},
	{llms.ErrCodeUnknown, llmerr.Unknown},
	{"something_new", llmerr.Unknown},
}

func TestClassifyLLMError(t *testing.T) {
	for _, tt := range errorCodes {
		e := llms.NewError(tt.code, "openai", "m")
		if got := llmerr.Classify(fmt.Errorf("agent: %w", e)); got != tt.class {
			t.Errorf("llmerr.Classify(*llms.Error %s) = %v, want %v", tt.code, got, tt.class)
		}
		if code, status := (langchaingoerr.Classifier{}).ErrorStatus(e); code != 0 || status != string(tt.code) {
			t.Errorf("ErrorStatus(%s) = %d, %q", tt.code, code, status)
		}
	}
	// The code outranks the cause a mapper attached: a rate limit whose
	// cause is the untyped provider error.
	e := llms.NewError(llms.ErrCodeRateLimit, "openai", "m").WithCause(errors.New("API returned unexpected status code: 429"))
	if got := llmerr.Classify(e); got != llmerr.RateLimited {
		t.Errorf("llmerr.Classify(rate limit with cause) = %v", got)
	}
	// A timeout code with a context cause stays a timeout.
	e = llms.NewError(llms.ErrCodeTimeout, "anthropic", "m").WithCause(context.DeadlineExceeded)
	if got := llmerr.Classify(e); got != llmerr.Timeout {
		t.Errorf("llmerr.Classify(timeout with cause) = %v", got)
	}
}

func TestClassifyErrorOther(t *testing.T) {
	for _, err := range []error{nil, (*llms.Error)(nil), errors.New("API returned unexpected status code: 429"), llms.ErrRateLimit} {
		got, ok := langchaingoerr.Classifier{}.ClassifyError(err)
		want := err == llms.ErrRateLimit
		if ok != want {
			t.Errorf("ClassifyError(%v) = %v, %v", err, got, ok)
		}
	}
}

var stopReasons = []struct {
	reason string
	class  llmerr.ErrorClass
}{
	// no reason
	{"", 0}, {"null", 0},
	// openai
	{"stop", 0}, {"tool_calls", 0}, {"function_call", 0},
	{"length", llmerr.Truncated}, {"content_filter", llmerr.OutputBlocked},
	// anthropic
	{"end_turn", 0}, {"stop_sequence", 0}, {"tool_use", 0},
	{"max_tokens", llmerr.Truncated}, {"model_context_window_exceeded", llmerr.Truncated},
	{"pause_turn", llmerr.Truncated}, {"refusal", llmerr.OutputBlocked},
	// googleai and vertex
	{"FinishReasonStop", 0}, {"FinishReasonMaxTokens", llmerr.Truncated},
	{"FinishReasonSafety", llmerr.OutputBlocked}, {"FinishReasonRecitation", llmerr.OutputBlocked},
	{"FinishReasonBlocklist", llmerr.OutputBlocked}, {"FinishReasonProhibitedContent", llmerr.OutputBlocked},
	{"FinishReasonSpii", llmerr.OutputBlocked},
	{"FinishReasonOther", llmerr.Unknown}, {"FinishReasonUnspecified", llmerr.Unknown}, {"FinishReason(9)", llmerr.Unknown},
	// not matched loosely
	{"STOP", llmerr.Unknown}, {"Length", llmerr.Unknown}, {"COMPLETE", llmerr.Unknown},
}

func TestClassifyStopReason(t *testing.T) {
	for _, tt := range stopReasons {
		if c, failed := langchaingoerr.ClassifyStopReason(tt.reason); c != tt.class || failed != (tt.class != 0) {
			t.Errorf("ClassifyStopReason(%q) = %v, %v; want %v", tt.reason, c, failed, tt.class)
		}
	}
}

func TestClassifyChoice(t *testing.T) {
	tool := []llms.ToolCall{{ID: "t", FunctionCall: &llms.FunctionCall{Name: "f"}}}
	tests := []struct {
		name   string
		choice *llms.ContentChoice
		want   llmerr.ErrorClass
	}{
		{"nil", nil, llmerr.Unknown},
		{"openai stop", &llms.ContentChoice{Content: "hi", StopReason: "stop"}, 0},
		{"anthropic tool_use", &llms.ContentChoice{ToolCalls: tool, StopReason: "tool_use"}, 0},
		{"openai length", &llms.ContentChoice{Content: "h", StopReason: "length"}, llmerr.Truncated},
		{"anthropic refusal", &llms.ContentChoice{Content: "I can't", StopReason: "refusal"}, llmerr.OutputBlocked},
		{"google max tokens", &llms.ContentChoice{Content: "h", StopReason: "FinishReasonMaxTokens"}, llmerr.Truncated},
		{"no reason, content (ollama)", &llms.ContentChoice{Content: "hi"}, 0},
		{"no reason, reasoning only", &llms.ContentChoice{ReasoningContent: "hmm"}, 0},
		{"no reason, tool calls", &llms.ContentChoice{ToolCalls: tool}, 0},
		{"no reason, function call", &llms.ContentChoice{FuncCall: &llms.FunctionCall{Name: "f"}}, 0},
		{"null reason, empty", &llms.ContentChoice{StopReason: "null"}, llmerr.Unknown},
		{"empty", &llms.ContentChoice{}, llmerr.Unknown},
		{"stop with no content", &llms.ContentChoice{StopReason: "stop"}, 0},
	}
	for _, tt := range tests {
		if c, failed := langchaingoerr.ClassifyChoice(tt.choice); c != tt.want || failed != (tt.want != 0) {
			t.Errorf("%s: ClassifyChoice = %v, %v; want %v", tt.name, c, failed, tt.want)
		}
		resp := &llms.ContentResponse{Choices: []*llms.ContentChoice{tt.choice}}
		if c, _ := langchaingoerr.ClassifyContentResponse(resp); c != tt.want {
			t.Errorf("%s: ClassifyContentResponse = %v; want %v", tt.name, c, tt.want)
		}
	}
	for _, r := range []*llms.ContentResponse{nil, {}} {
		if c, failed := langchaingoerr.ClassifyContentResponse(r); c != llmerr.Unknown || !failed {
			t.Errorf("ClassifyContentResponse(%v) = %v, %v", r, c, failed)
		}
	}
}
