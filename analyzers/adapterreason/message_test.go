package adapterreason

import (
	"strings"
	"testing"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// TestMessageLength checks the longest table names still give a message
// at go vet length: past maxMessage the provider's type is dropped.
func TestMessageLength(t *testing.T) {
	kind := &llmapi.ResponseLit{Reason: "FinishReason", Display: "model.LLMResponse"}
	for _, s := range []*scanned{{}, {constant: true}, {constant: true, synthesis: true}} {
		msg := diagnosticText("anthropicStreamingAdapter", kind, s, "anthropic.BetaRawMessageStreamEventUnionDelta", "StopReason")
		if len(msg) > maxMessage || !strings.Contains(msg, "anthropicStreamingAdapter") {
			t.Errorf("message %q (%d chars)", msg, len(msg))
		}
	}
}
