package anthropicerr_test

import (
	"errors"
	"fmt"
	"io"
	"testing"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/llmerrlint/llmerrlint/llmerr"
	anthropicerr "github.com/llmerrlint/llmerrlint/llmerr/anthropic"
)

func TestClassifyError(t *testing.T) {
	var nilErr *anthropic.Error
	for _, tc := range []struct {
		name string
		err  error
		want llmerr.ErrorClass
	}{
		{"529", &anthropic.Error{StatusCode: 529}, llmerr.Server},
		{"429", &anthropic.Error{StatusCode: 429}, llmerr.RateLimited},
		{"no status, no type", &anthropic.Error{}, llmerr.Unknown},
		{"200 without a type", &anthropic.Error{StatusCode: 200}, llmerr.Unknown},
		{"499", &anthropic.Error{StatusCode: 499}, 0},
		{"typed nil", nilErr, llmerr.Unknown},
		{"deep", errors.Join(io.ErrUnexpectedEOF, fmt.Errorf("a: %w", &anthropic.Error{StatusCode: 401})), llmerr.Auth},
	} {
		if got := llmerr.Classify(tc.err); got != tc.want {
			t.Errorf("%s: Classify = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestEveryErrorType makes sure each ErrorType constant of the SDK has a
// decided class.
func TestEveryErrorType(t *testing.T) {
	for _, typ := range []anthropic.ErrorType{
		anthropic.ErrorTypeInvalidRequestError, anthropic.ErrorTypeAuthenticationError,
		anthropic.ErrorTypeBillingError, anthropic.ErrorTypePermissionError,
		anthropic.ErrorTypeNotFoundError, anthropic.ErrorTypeRateLimitError,
		anthropic.ErrorTypeTimeoutError, anthropic.ErrorTypeAPIError,
		anthropic.ErrorTypeOverloadedError, "memory_precondition_failed_error",
		"memory_path_conflict_error", "conflict_error",
	} {
		if _, ok := anthropicerr.ClassifyErrorType(typ); !ok {
			t.Errorf("ErrorType %q has no class", typ)
		}
	}
}

func TestClassifyStopReason(t *testing.T) {
	for r, want := range map[anthropic.StopReason]llmerr.ErrorClass{
		"": 0, anthropic.StopReasonEndTurn: 0, anthropic.StopReasonStopSequence: 0, anthropic.StopReasonToolUse: 0,
		anthropic.StopReasonMaxTokens: llmerr.Truncated, anthropic.StopReasonModelContextWindowExceeded: llmerr.Truncated,
		anthropic.StopReasonPauseTurn: llmerr.Truncated, anthropic.StopReason(anthropic.BetaStopReasonCompaction): llmerr.Truncated,
		anthropic.StopReasonRefusal: llmerr.OutputBlocked, "new": llmerr.Unknown,
	} {
		if got, failed := anthropicerr.ClassifyStopReason(r); got != want || failed != (want != 0) {
			t.Errorf("ClassifyStopReason(%q) = %v, %v; want %v", r, got, failed, want)
		}
	}
	if got, _ := anthropicerr.ClassifyMessage(nil); got != llmerr.Unknown {
		t.Errorf("ClassifyMessage(nil) = %v", got)
	}
	if got, _ := anthropicerr.ClassifyMessage(&anthropic.Message{}); got != llmerr.Unknown {
		t.Errorf("ClassifyMessage(no stop reason) = %v", got)
	}
}
