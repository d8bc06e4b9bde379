package llmerr_test

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// Decorators around a nil model, called with a nil context and a nil
// request, yield an error instead of panicking.
func TestDecoratorsNilInput(t *testing.T) {
	noWait := func(context.Context, time.Duration) error { return nil }
	for name, m := range map[string]model.LLM{
		"retry":  llmerr.Retry(nil, llmerr.RetryConfig{Sleep: noWait, Logger: slog.New(slog.DiscardHandler)}),
		"budget": llmerr.LimitCalls(nil, llmerr.CallBudgetConfig{}),
		"guard":  llmerr.GuardStream(nil),
		"all": llmerr.LimitCalls(llmerr.Retry(llmerr.GuardStream(nil),
			llmerr.RetryConfig{Sleep: noWait, Logger: slog.New(slog.DiscardHandler)}), llmerr.CallBudgetConfig{}),
	} {
		_ = m.Name()
		var errs []error
		for _, err := range m.GenerateContent(nil, nil, true) { //nolint:staticcheck // nil ctx on purpose
			errs = append(errs, err)
		}
		if len(errs) != 1 || errs[0] == nil || llmerr.Classify(errs[0]) != llmerr.Unknown {
			t.Errorf("%s: errors %v, want one UNKNOWN error", name, errs)
		}
	}
}

// The decorators keep the Gemini backend visible to ADK.
func TestDecoratorsForwardBackend(t *testing.T) {
	m, _ := newGemModel(t, gemOK(gemCandidate("x", "STOP")))
	type variant interface{ GetGoogleLLMVariant() genai.Backend }
	for _, d := range []model.LLM{llmerr.Retry(m, llmerr.RetryConfig{}), llmerr.LimitCalls(m, llmerr.CallBudgetConfig{}), llmerr.GuardStream(m)} {
		v, ok := d.(variant)
		if !ok || v.GetGoogleLLMVariant() != genai.BackendGeminiAPI || d.Name() != "gemini-test" {
			t.Errorf("%T hides the wrapped Gemini model", d)
		}
	}
}

// FuzzDecorators streams an arbitrary script of chunks and failures
// through all three decorators: nothing panics, an error is the last
// thing the caller sees, and nothing is retried after a chunk.
func FuzzDecorators(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3}, uint8(3))
	f.Add([]byte{4, 4, 4}, uint8(1))
	f.Add([]byte{1, 5}, uint8(0))
	f.Fuzz(func(t *testing.T, steps []byte, attempts uint8) {
		if len(steps) > 64 {
			steps = steps[:64]
		}
		outcomes := func(b byte) (*model.LLMResponse, error) {
			switch b % 6 {
			case 0:
				return chunk("a"), nil
			case 1:
				return &model.LLMResponse{FinishReason: genai.FinishReasonMaxTokens}, nil
			case 2:
				return nil, genai.APIError{Code: 503}
			case 3:
				return &model.LLMResponse{FinishReason: genai.FinishReasonSafety, ErrorCode: "SAFETY"}, nil
			case 4:
				return nil, genai.APIError{Code: 429, Details: retryInfo("1s")}
			}
			return nil, nil
		}
		inner := &scriptedModel{name: "fuzz"}
		for _, s := range steps {
			inner.steps = append(inner.steps, func(y func(*model.LLMResponse, error) bool) {
				r, err := outcomes(s)
				if y(r, err) && err == nil {
					y(chunk("tail"), nil)
				}
			})
		}
		m := llmerr.LimitCalls(llmerr.Retry(llmerr.GuardStream(inner), llmerr.RetryConfig{
			MaxAttempts: int(attempts % 8),
			Sleep:       func(context.Context, time.Duration) error { return nil },
			Logger:      slog.New(slog.DiscardHandler),
		}), llmerr.CallBudgetConfig{Limit: 3, Key: func(context.Context) string { return "k" }})
		for range 4 {
			seenErr, callsAtFirstResp := false, -1
			for _, err := range m.GenerateContent(context.Background(), &model.LLMRequest{}, true) {
				if seenErr {
					t.Fatal("the caller got something after an error")
				}
				seenErr = err != nil
				if err == nil && callsAtFirstResp < 0 {
					callsAtFirstResp = inner.callCount()
				}
			}
			if callsAtFirstResp >= 0 && inner.callCount() != callsAtFirstResp {
				t.Fatalf("retried after a chunk was yielded: %d calls, first chunk at call %d", inner.callCount(), callsAtFirstResp)
			}
		}
	})
}
