package genkiterr_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/core"
	"github.com/llmerrlint/llmerrlint/llmerr"
	genkiterr "github.com/llmerrlint/llmerrlint/llmerr/genkit"
	"github.com/llmerrlint/llmerrlint/llmerr/internal/checktest"
	"google.golang.org/genai"
)

// statuses lists every core.StatusName of Genkit v1.4.0.
var statuses = []struct {
	status core.StatusName
	class  llmerr.ErrorClass
}{
	{core.OK, llmerr.Unknown},
	{core.CANCELLED, 0},
	{core.UNKNOWN, llmerr.Unknown},
	{core.INVALID_ARGUMENT, llmerr.BadRequest},
	{core.DEADLINE_EXCEEDED, llmerr.Timeout},
	{core.NOT_FOUND, llmerr.NotFound},
	{core.ALREADY_EXISTS, llmerr.BadRequest},
	{core.PERMISSION_DENIED, llmerr.Auth},
	{core.UNAUTHENTICATED, llmerr.Auth},
	{core.RESOURCE_EXHAUSTED, llmerr.RateLimited},
	{core.FAILED_PRECONDITION, llmerr.BadRequest},
	{core.ABORTED, llmerr.CallBudget},
	{core.OUT_OF_RANGE, llmerr.BadRequest},
	{core.UNIMPLEMENTED, llmerr.BadRequest},
	{core.INTERNAL, llmerr.Server},
	{core.UNAVAILABLE, llmerr.Server},
	{core.DATA_LOSS, llmerr.Server},
	{"", llmerr.Unknown},
	{"INTERNAL", llmerr.Server},
	{"SOMETHING_NEW", llmerr.Unknown},
}

func TestClassifyStatus(t *testing.T) {
	for _, tt := range statuses {
		if got := genkiterr.ClassifyStatus(tt.status); got != tt.class {
			t.Errorf("ClassifyStatus(%q) = %v, want %v", tt.status, got, tt.class)
		}
		e := core.NewError(tt.status, "failed: %s", "x")
		if got := llmerr.Classify(fmt.Errorf("flow: %w", e)); got != tt.class {
			t.Errorf("llmerr.Classify(GenkitError %q) = %v, want %v", tt.status, got, tt.class)
		}
		pub := core.NewPublicError(tt.status, "m", nil)
		if got := llmerr.Classify(pub); got != tt.class {
			t.Errorf("llmerr.Classify(UserFacingError %q) = %v, want %v", tt.status, got, tt.class)
		}
	}
}

func TestClassifyErrorEdges(t *testing.T) {
	c := genkiterr.Classifier{}
	if got, ok := c.ClassifyError(&core.GenkitError{HTTPCode: 429}); !ok || got != llmerr.RateLimited {
		t.Errorf("GenkitError{HTTPCode: 429} = %v, %v", got, ok)
	}
	if got, ok := c.ClassifyError(&core.GenkitError{Status: core.UNAVAILABLE, HTTPCode: 404}); !ok || got != llmerr.Server {
		t.Errorf("the status outranks HTTPCode: %v, %v", got, ok)
	}
	for _, err := range []error{nil, (*core.GenkitError)(nil), (*core.UserFacingError)(nil), errors.New("NOT_FOUND")} {
		if got, ok := c.ClassifyError(err); ok || got != 0 {
			t.Errorf("ClassifyError(%#v) = %v, %v", err, got, ok)
		}
	}
	f, ok := llmerr.FailureOf(core.NewError(core.ABORTED, "exceeded maximum tool call iterations (%d)", 5))
	if !ok || f.Class != llmerr.CallBudget || f.Status != "ABORTED" {
		t.Errorf("FailureOf = %+v, %v", f, ok)
	}
	// A provider error next to a Genkit one: the tree is walked, and the
	// first match decides among equally specific ones.
	joined := errors.Join(core.NewError(core.INVALID_ARGUMENT, "bad"), genai.APIError{Code: 429, Status: "RESOURCE_EXHAUSTED"})
	if got := llmerr.Classify(joined); got != llmerr.BadRequest {
		t.Errorf("llmerr.Classify(join) = %v", got)
	}
}

// finishReasons lists every ai.FinishReason of Genkit v1.4.0.
var finishReasons = []struct {
	reason ai.FinishReason
	class  llmerr.ErrorClass
}{
	{ai.FinishReasonStop, 0},
	{ai.FinishReasonInterrupted, 0},
	{"", 0},
	{ai.FinishReasonLength, llmerr.Truncated},
	{ai.FinishReasonBlocked, llmerr.OutputBlocked},
	{ai.FinishReasonOther, llmerr.Unknown},
	{ai.FinishReasonUnknown, llmerr.Unknown},
	{"STOP", llmerr.Unknown},
}

func TestClassifyFinishReason(t *testing.T) {
	for _, tt := range finishReasons {
		if c, failed := genkiterr.ClassifyFinishReason(tt.reason); c != tt.class || failed != (tt.class != 0) {
			t.Errorf("ClassifyFinishReason(%q) = %v, %v; want %v", tt.reason, c, failed, tt.class)
		}
	}
}

func TestClassifyResponse(t *testing.T) {
	text := ai.NewModelTextMessage("hi")
	tests := []struct {
		name string
		r    *ai.ModelResponse
		want llmerr.ErrorClass
	}{
		{"nil", nil, llmerr.Unknown},
		{"stop", &ai.ModelResponse{FinishReason: ai.FinishReasonStop, Message: text}, 0},
		{"stop without message", &ai.ModelResponse{FinishReason: ai.FinishReasonStop}, 0},
		{"interrupted", &ai.ModelResponse{FinishReason: ai.FinishReasonInterrupted, Message: text}, 0},
		{"length", &ai.ModelResponse{FinishReason: ai.FinishReasonLength, Message: text}, llmerr.Truncated},
		{"blocked", &ai.ModelResponse{FinishReason: ai.FinishReasonBlocked}, llmerr.OutputBlocked},
		{"other", &ai.ModelResponse{FinishReason: ai.FinishReasonOther, Message: text}, llmerr.Unknown},
		{"no reason, content", &ai.ModelResponse{Message: text}, 0},
		{"no reason, empty message", &ai.ModelResponse{Message: &ai.Message{Role: ai.RoleModel}}, llmerr.Unknown},
		{"no reason, no message (blocked prompt)", &ai.ModelResponse{}, llmerr.Unknown},
	}
	for _, tt := range tests {
		if c, failed := genkiterr.ClassifyResponse(tt.r); c != tt.want || failed != (tt.want != 0) {
			t.Errorf("%s: ClassifyResponse = %v, %v; want %v", tt.name, c, failed, tt.want)
		}
		var reason string
		if tt.r != nil {
			reason = string(tt.r.FinishReason)
		}
		checktest.Assert(t, genkiterr.CheckResponse(tt.r), tt.want, reason, "")
	}
}
