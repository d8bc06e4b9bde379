package llmerr_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/url"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

func TestFailureOf(t *testing.T) {
	tests := []struct {
		name string
		err  error
		ok   bool
		want llmerr.Failure
	}{
		{"nil", nil, false, llmerr.Failure{}},
		{"cancelled", wrap3(context.Canceled), false, llmerr.Failure{}},
		{"499", genai.APIError{Code: 499}, false, llmerr.Failure{}},
		{"APIError keeps code and status", wrap3(genai.APIError{Code: 429, Status: "RESOURCE_EXHAUSTED", Message: "quota"}), true,
			llmerr.Failure{Class: llmerr.RateLimited, Channel: llmerr.ChannelThrown, HTTPCode: 429, Status: "RESOURCE_EXHAUSTED",
				Raw: "handler: agent: failed to call model: Error 429, Message: quota, Status: RESOURCE_EXHAUSTED, Details: []"}},
		{"unknown APIError keeps code", genai.APIError{Code: 418}, true,
			llmerr.Failure{Class: llmerr.Unknown, Channel: llmerr.ChannelThrown, HTTPCode: 418, Raw: "Error 418, Message: , Status: , Details: []"}},
		{"transport has no code", fmt.Errorf("x: %w", io.ErrUnexpectedEOF), true,
			llmerr.Failure{Class: llmerr.Transport, Channel: llmerr.ChannelThrown, Raw: "x: unexpected EOF"}},
		{"unknown APIError loses to transport", errors.Join(genai.APIError{Code: 418}, io.ErrUnexpectedEOF), true,
			llmerr.Failure{Class: llmerr.Transport, Channel: llmerr.ChannelThrown, Raw: "Error 418, Message: , Status: , Details: []\nunexpected EOF"}},
		{"budget", llmerr.ErrCallBudget, true,
			llmerr.Failure{Class: llmerr.CallBudget, Channel: llmerr.ChannelThrown, Raw: llmerr.ErrCallBudget.Error()}},
		{"panicking Error method", (*url.Error)(nil), true,
			llmerr.Failure{Class: llmerr.Unknown, Channel: llmerr.ChannelThrown}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, ok := llmerr.FailureOf(tt.err)
			if ok != tt.ok || f != tt.want {
				t.Errorf("FailureOf = %+v, %v\nwant        %+v, %v", f, ok, tt.want, tt.ok)
			}
			if ok && f.Class != llmerr.Classify(tt.err) {
				t.Errorf("FailureOf class %v != Classify %v", f.Class, llmerr.Classify(tt.err))
			}
			if ok && f.Rule() != llmerr.RuleFor(f.Class) {
				t.Errorf("Rule() disagrees with RuleFor")
			}
		})
	}
}

func TestResponseFailure(t *testing.T) {
	tests := []struct {
		name string
		r    *model.LLMResponse
		ok   bool
		want llmerr.Failure
	}{
		{"healthy", &model.LLMResponse{Content: text("x"), FinishReason: genai.FinishReasonStop}, false, llmerr.Failure{}},
		{"nil", nil, true, llmerr.Failure{Class: llmerr.Unknown, Channel: llmerr.ChannelInBand}},
		{"empty", &model.LLMResponse{}, true, llmerr.Failure{Class: llmerr.Unknown, Channel: llmerr.ChannelInBand}},
		{"safety", &model.LLMResponse{ErrorCode: "SAFETY", ErrorMessage: "stopped", FinishReason: genai.FinishReasonSafety}, true,
			llmerr.Failure{Class: llmerr.OutputBlocked, Channel: llmerr.ChannelInBand, Reason: "SAFETY", Raw: "stopped"}},
		{"truncated text", &model.LLMResponse{Content: text("x"), FinishReason: genai.FinishReasonMaxTokens}, true,
			llmerr.Failure{Class: llmerr.Truncated, Channel: llmerr.ChannelInBand, Reason: "MAX_TOKENS"}},
		{"prompt blocked", &model.LLMResponse{ErrorCode: "PROHIBITED_CONTENT", ErrorMessage: "blocked"}, true,
			llmerr.Failure{Class: llmerr.PromptBlocked, Channel: llmerr.ChannelInBand, Reason: "PROHIBITED_CONTENT", Raw: "blocked"}},
		{"reason is the code that decided", &model.LLMResponse{ErrorCode: "UNKNOWN_ERROR", ErrorMessage: "Unknown error.", FinishReason: genai.FinishReasonUnspecified}, true,
			llmerr.Failure{Class: llmerr.Unknown, Channel: llmerr.ChannelInBand, Reason: "UNKNOWN_ERROR", Raw: "Unknown error."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, ok := llmerr.ResponseFailure(tt.r)
			if ok != tt.ok || f != tt.want {
				t.Errorf("ResponseFailure = %+v, %v\nwant            %+v, %v", f, ok, tt.want, tt.ok)
			}
			if c, failed := llmerr.ClassifyResponse(tt.r); c != f.Class || failed != ok {
				t.Errorf("ClassifyResponse = %v, %v; disagrees", c, failed)
			}
		})
	}
}

func TestGenerateContentFailure(t *testing.T) {
	tests := []struct {
		name string
		r    *genai.GenerateContentResponse
		ok   bool
		want llmerr.Failure
	}{
		{"healthy", &genai.GenerateContentResponse{Candidates: []*genai.Candidate{{Content: text("x"), FinishReason: genai.FinishReasonStop}}}, false, llmerr.Failure{}},
		{"nil", nil, true, llmerr.Failure{Class: llmerr.Unknown, Channel: llmerr.ChannelInBand}},
		{"no candidates", &genai.GenerateContentResponse{}, true, llmerr.Failure{Class: llmerr.Unknown, Channel: llmerr.ChannelInBand}},
		{"finish", &genai.GenerateContentResponse{Candidates: []*genai.Candidate{{FinishReason: genai.FinishReasonRecitation, FinishMessage: "recited"}}}, true,
			llmerr.Failure{Class: llmerr.OutputBlocked, Channel: llmerr.ChannelInBand, Reason: "RECITATION", Raw: "recited"}},
		{"block", &genai.GenerateContentResponse{PromptFeedback: &genai.GenerateContentResponsePromptFeedback{BlockReason: genai.BlockedReasonModelArmor, BlockReasonMessage: "armor"}}, true,
			llmerr.Failure{Class: llmerr.PromptBlocked, Channel: llmerr.ChannelInBand, Reason: "MODEL_ARMOR", Raw: "armor"}},
		{"block decides past an unspecified finish", &genai.GenerateContentResponse{
			Candidates:     []*genai.Candidate{{FinishReason: genai.FinishReasonUnspecified, FinishMessage: "?"}},
			PromptFeedback: &genai.GenerateContentResponsePromptFeedback{BlockReason: genai.BlockedReasonSafety, BlockReasonMessage: "unsafe"}}, true,
			llmerr.Failure{Class: llmerr.PromptBlocked, Channel: llmerr.ChannelInBand, Reason: "SAFETY", Raw: "unsafe"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, ok := llmerr.GenerateContentFailure(tt.r)
			if ok != tt.ok || f != tt.want {
				t.Errorf("GenerateContentFailure = %+v, %v\nwant                   %+v, %v", f, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestChannelString(t *testing.T) {
	for c, want := range map[llmerr.Channel]string{0: "none", llmerr.ChannelThrown: "thrown", llmerr.ChannelInBand: "in_band", 9: "none"} {
		if got := c.String(); got != want {
			t.Errorf("Channel(%d).String() = %q, want %q", c, got, want)
		}
	}
}
