// This file tests the Check functions of genai and ADK responses, and how
// Classify, FailureOf, Retry and the callbacks read their errors.
package llmerr_test

import (
	"errors"
	"fmt"
	"testing"

	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
)

// checkCase is one response and the failure its Check should carry; a zero
// want means healthy (nil error).
type checkCase struct {
	name string
	want llmerr.Failure
}

// assertCheck asserts what every reader of a Check error sees.
func assertCheck(t *testing.T, err error, want llmerr.Failure) {
	t.Helper()
	checktest.Assert(t, err, want.Class, want.Reason, want.Raw)
}

func TestCheckGenerateContent(t *testing.T) {
	cand := func(reason genai.FinishReason, msg string, parts ...*genai.Part) *genai.GenerateContentResponse {
		return &genai.GenerateContentResponse{Candidates: []*genai.Candidate{{
			Content: &genai.Content{Role: genai.RoleModel, Parts: parts}, FinishReason: reason, FinishMessage: msg}}}
	}
	tests := []struct {
		checkCase
		r *genai.GenerateContentResponse
	}{
		{checkCase{"healthy", llmerr.Failure{}}, cand(genai.FinishReasonStop, "", genai.NewPartFromText("Refunded."))},
		{checkCase{"streamed chunk before the last", llmerr.Failure{}}, cand("", "", genai.NewPartFromText("Ref"))},
		{checkCase{"truncated", llmerr.Failure{Class: llmerr.Truncated, Reason: "MAX_TOKENS"}},
			cand(genai.FinishReasonMaxTokens, "", genai.NewPartFromText("Your refund of"))},
		{checkCase{"output blocked", llmerr.Failure{Class: llmerr.OutputBlocked, Reason: "SAFETY", Raw: "stopped for safety"}},
			cand(genai.FinishReasonSafety, "stopped for safety")},
		{checkCase{"prompt blocked", llmerr.Failure{Class: llmerr.PromptBlocked, Reason: "PROHIBITED_CONTENT", Raw: "prompt blocked"}},
			&genai.GenerateContentResponse{PromptFeedback: &genai.GenerateContentResponsePromptFeedback{
				BlockReason: genai.BlockedReasonProhibitedContent, BlockReasonMessage: "prompt blocked"}}},
		{checkCase{"empty", llmerr.Failure{Class: llmerr.Unknown}}, &genai.GenerateContentResponse{}},
		{checkCase{"nil", llmerr.Failure{Class: llmerr.Unknown}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assertCheck(t, llmerr.CheckGenerateContent(tt.r), tt.want) })
	}
}

func TestCheckResponse(t *testing.T) {
	tests := []struct {
		checkCase
		r *model.LLMResponse
	}{
		{checkCase{"healthy", llmerr.Failure{}}, &model.LLMResponse{Content: text("Refunded."), FinishReason: genai.FinishReasonStop}},
		{checkCase{"truncated", llmerr.Failure{Class: llmerr.Truncated, Reason: "MAX_TOKENS"}},
			&model.LLMResponse{Content: text("Your refund of"), FinishReason: genai.FinishReasonMaxTokens}},
		{checkCase{"output blocked", llmerr.Failure{Class: llmerr.OutputBlocked, Reason: "SAFETY", Raw: "stopped"}},
			&model.LLMResponse{ErrorCode: "SAFETY", ErrorMessage: "stopped", FinishReason: genai.FinishReasonSafety}},
		{checkCase{"prompt blocked", llmerr.Failure{Class: llmerr.PromptBlocked, Reason: "PROHIBITED_CONTENT", Raw: "blocked"}},
			&model.LLMResponse{ErrorCode: "PROHIBITED_CONTENT", ErrorMessage: "blocked"}},
		{checkCase{"empty", llmerr.Failure{Class: llmerr.Unknown}}, &model.LLMResponse{}},
		{checkCase{"nil", llmerr.Failure{Class: llmerr.Unknown}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assertCheck(t, llmerr.CheckResponse(tt.r), tt.want) })
	}
}

// InBand is what provider packages build on: it always says in band, and
// never carries a class that is not a failure.
func TestInBand(t *testing.T) {
	if err := llmerr.InBand(llmerr.Failure{Class: llmerr.Truncated}, false); err != nil {
		t.Errorf("InBand(_, false) = %v, want nil", err)
	}
	err := llmerr.InBand(llmerr.Failure{Channel: llmerr.ChannelThrown}, true)
	assertCheck(t, err, llmerr.Failure{Class: llmerr.Unknown})
}

// A Check error joined with a thrown one: the more specific class wins, as
// between two thrown errors, and an in-band Unknown ranks last.
func TestCheckErrorRanks(t *testing.T) {
	truncated := llmerr.CheckResponse(&model.LLMResponse{FinishReason: genai.FinishReasonMaxTokens})
	empty := llmerr.CheckResponse(&model.LLMResponse{})
	if got := llmerr.Classify(errors.Join(empty, err503)); got != llmerr.Server {
		t.Errorf("Classify(empty + 503) = %v, want SERVER", got)
	}
	if f, _ := llmerr.FailureOf(errors.Join(empty, err503)); f.Channel != llmerr.ChannelThrown || f.HTTPCode != 503 {
		t.Errorf("FailureOf(empty + 503) = %+v, want the thrown 503", f)
	}
	if f, _ := llmerr.FailureOf(errors.Join(truncated, err503)); f.Class != llmerr.Truncated || f.Channel != llmerr.ChannelInBand {
		t.Errorf("FailureOf(truncated + 503) = %+v, want the first, in band", f)
	}
	if got := llmerr.Classify(errors.Join(truncated, llmerr.ErrCallBudget)); got != llmerr.CallBudget {
		t.Errorf("Classify(truncated + budget) = %v, want CALL_BUDGET", got)
	}
}

// A model that yields a Check error (an adapter that turns a provider's
// in-band failure into one) is never retried, even when its class is a
// retryable one.
func TestRetryNeverRetriesCheckErrors(t *testing.T) {
	for _, err := range []error{
		llmerr.CheckResponse(&model.LLMResponse{FinishReason: genai.FinishReasonMaxTokens}),
		fmt.Errorf("adapter: %w", llmerr.InBand(llmerr.Failure{Class: llmerr.Server, Reason: "server_error"}, true)),
	} {
		inner := script(err, scriptText("second"))
		m, clock, reader := retryHarness(inner, llmerr.RetryConfig{}, 0)
		_, errs := drain(t.Context(), m, false)
		if inner.callCount() != 1 || len(clock.waits) != 0 || len(errs) != 1 || !errors.Is(errs[0], llmerr.ErrInBand) {
			t.Errorf("%v: %d calls, waits %v, errors %v; want one call, the error unchanged", err, inner.callCount(), clock.waits, errs)
		}
		if n := metricCount(t, reader, llmerr.MetricAttempts, "llmerr.class", llmerr.Classify(err).String()); n != 1 {
			t.Errorf("%v: attempts with its class = %d, want 1", err, n)
		}
	}
}

// Through a real llmagent and runner, a Check error a model yields is
// counted on the in-band channel and handled by its class's rule, as the
// response it came from would be: a SAFETY stop is refused.
func TestCheckErrorThroughRunner(t *testing.T) {
	blocked := &model.LLMResponse{ErrorCode: "SAFETY", ErrorMessage: "stopped", FinishReason: genai.FinishReasonSafety}
	for _, asPlugin := range []bool{false, true} {
		run := runADK(t, script(llmerr.CheckResponse(blocked)), runOpts{asPlugin: asPlugin})
		if run.err != nil || run.finalText() != llmerr.DefaultRefusalText {
			t.Errorf("plugin %v: final %q, error %v; want the refusal", asPlugin, run.finalText(), run.err)
		}
		if n := errorCount(t, run.reader, llmerr.AttrChannel, "in_band", llmerr.AttrClass, "OUTPUT_BLOCKED"); n != 1 {
			t.Errorf("plugin %v: in-band OUTPUT_BLOCKED calls = %d, want 1", asPlugin, n)
		}
		if got := run.state[llmerr.StateKeyRaw]; got != "stopped" {
			t.Errorf("plugin %v: state raw = %v, want the response's message", asPlugin, got)
		}
	}
}
