package fantasyerr_test

import (
	"errors"
	"fmt"
	"io"
	"testing"

	"charm.land/fantasy"
	"github.com/llmerrlint/llmerrlint/llmerr"
	fantasyerr "github.com/llmerrlint/llmerrlint/llmerr/fantasy"
)

// reasons lists every fantasy.FinishReason of v0.41.2, and a value added
// later.
var reasons = []struct {
	reason fantasy.FinishReason
	class  llmerr.ErrorClass
	failed bool
}{
	{"", 0, false},
	{fantasy.FinishReasonStop, 0, false},
	{fantasy.FinishReasonToolCalls, 0, false},
	{fantasy.FinishReasonLength, llmerr.Truncated, true},
	{fantasy.FinishReasonContentFilter, llmerr.OutputBlocked, true},
	{fantasy.FinishReasonError, llmerr.Unknown, true},
	{fantasy.FinishReasonOther, llmerr.Unknown, true},
	{fantasy.FinishReasonUnknown, llmerr.Unknown, true},
	{"paused", llmerr.Unknown, true},
}

func TestClassifyFinishReason(t *testing.T) {
	for _, tt := range reasons {
		class, failed := fantasyerr.ClassifyFinishReason(tt.reason)
		if class != tt.class || failed != tt.failed {
			t.Errorf("ClassifyFinishReason(%q) = %v, %v; want %v, %v", tt.reason, class, failed, tt.class, tt.failed)
		}
		class, failed = fantasyerr.ClassifyResponse(&fantasy.Response{FinishReason: tt.reason})
		if class != tt.class || failed != tt.failed {
			t.Errorf("ClassifyResponse(%q) = %v, %v; want %v, %v", tt.reason, class, failed, tt.class, tt.failed)
		}
	}
	if class, failed := fantasyerr.ClassifyResponse(nil); class != llmerr.Unknown || !failed {
		t.Errorf("ClassifyResponse(nil) = %v, %v; want UNKNOWN, true", class, failed)
	}
	// An agent's steps embed Response: their reason is the step's.
	step := fantasy.StepResult{Response: fantasy.Response{FinishReason: fantasy.FinishReasonLength}}
	if class, _ := fantasyerr.ClassifyResponse(&step.Response); class != llmerr.Truncated {
		t.Errorf("ClassifyResponse(step) = %v, want TRUNCATED", class)
	}
}

func TestClassifyProviderError(t *testing.T) {
	cause := errors.New("upstream")
	tests := []struct {
		name string
		err  error
		want llmerr.ErrorClass
	}{
		{"429", &fantasy.ProviderError{StatusCode: 429, Cause: cause}, llmerr.RateLimited},
		{"500", &fantasy.ProviderError{StatusCode: 500}, llmerr.Server},
		{"401", &fantasy.ProviderError{StatusCode: 401}, llmerr.Auth},
		{"404", &fantasy.ProviderError{StatusCode: 404}, llmerr.NotFound},
		{"auth flag on a 400", &fantasy.ProviderError{StatusCode: 400, AuthError: true}, llmerr.Auth},
		{"context too large", &fantasy.ProviderError{StatusCode: 400, ContextTooLargeErr: true}, llmerr.BadRequest},
		{"token counts only", &fantasy.ProviderError{ContextMaxTokens: 128000}, llmerr.BadRequest},
		{"transient stream event", &fantasy.ProviderError{StatusCode: 200, TransientError: true}, llmerr.Server},
		// No status, no flag: the cause decides.
		{"incomplete stream", fantasy.NewIncompleteStreamError(), llmerr.Transport},
		{"wrapped twice", fmt.Errorf("agent: %w", &fantasy.RetryError{Errors: []error{
			&fantasy.ProviderError{StatusCode: 500}, &fantasy.ProviderError{StatusCode: 429}}}), llmerr.RateLimited},
		{"object cut off", &fantasy.NoObjectGeneratedError{FinishReason: fantasy.FinishReasonLength}, llmerr.Truncated},
		{"object unparsable", &fantasy.NoObjectGeneratedError{FinishReason: fantasy.FinishReasonStop, ParseError: io.ErrUnexpectedEOF}, llmerr.ToolProtocol},
		{"typed nil", (*fantasy.ProviderError)(nil), llmerr.Unknown},
	}
	for _, tt := range tests {
		if got := llmerr.Classify(tt.err); got != tt.want {
			t.Errorf("%s: Classify = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestFailureOfReportsStatus(t *testing.T) {
	f, ok := llmerr.FailureOf(fmt.Errorf("generate: %w", &fantasy.ProviderError{StatusCode: 503}))
	if !ok || f.Class != llmerr.Server || f.HTTPCode != 503 {
		t.Errorf("FailureOf = %+v, want SERVER with 503", f)
	}
}
