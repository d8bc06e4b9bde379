package ollamaerr_test

import (
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	ollamaerr "github.com/llmerrlint/llmerrlint/llmerr/ollama"
	"github.com/ollama/ollama/api"
)

func TestClassifyDoneReason(t *testing.T) {
	for reason, want := range map[string]struct {
		class  llmerr.ErrorClass
		failed bool
	}{
		"stop":   {0, false},
		"load":   {0, false},
		"unload": {0, false},
		"length": {llmerr.Truncated, true},
		"":       {llmerr.Unknown, true},
		"novel":  {llmerr.Unknown, true},
	} {
		if c, failed := ollamaerr.ClassifyDoneReason(reason); c != want.class || failed != want.failed {
			t.Errorf("ClassifyDoneReason(%q) = %v, %v; want %v, %v", reason, c, failed, want.class, want.failed)
		}
	}
}

// TestUnfinishedResponsesAreHealthy: only the last response carries the
// reason; the ones before it have none and say nothing.
func TestUnfinishedResponsesAreHealthy(t *testing.T) {
	if c, failed := ollamaerr.ClassifyChatResponse(api.ChatResponse{}); failed || c != 0 {
		t.Errorf("chat chunk: %v, %v", c, failed)
	}
	if c, failed := ollamaerr.ClassifyGenerateResponse(api.GenerateResponse{Response: "Hi"}); failed || c != 0 {
		t.Errorf("generate chunk: %v, %v", c, failed)
	}
}

func TestClassifierIgnoresOtherErrors(t *testing.T) {
	for _, err := range []error{nil, llmerr.ErrNoResponse} {
		if _, ok := (ollamaerr.Classifier{}).ClassifyError(err); ok {
			t.Errorf("ClassifyError(%T) recognised", err)
		}
	}
	if c, ok := (ollamaerr.Classifier{}).ClassifyError(api.StatusError{StatusCode: 503}); !ok || c != llmerr.Server {
		t.Errorf("StatusError 503 = %v, %v", c, ok)
	}
	if c, ok := (ollamaerr.Classifier{}).ClassifyError(api.StatusError{StatusCode: 200}); !ok || c != llmerr.Unknown {
		t.Errorf("StatusError 200 = %v, %v", c, ok)
	}
}
