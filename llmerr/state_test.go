package llmerr_test

import (
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// Defect: after a healthy turn, llm_error_class still said RATE_LIMITED
// from the turn before. Now the key tells the latest model call.
func TestGeminiStateClearsAfterHealthyCall(t *testing.T) {
	for _, streaming := range []bool{false, true} {
		for _, asPlugin := range []bool{false, true} {
			m, _ := newGemModel(t, gemErrorReply(429, "RESOURCE_EXHAUSTED", ""),
				gemOK(gemCandidate("Refunds take 5 days.", "STOP"), gemCandidate("Refunds take 5 days.", "STOP")))
			s := newADKSession(t, m, runOpts{streaming: streaming, asPlugin: asPlugin})
			first := s.turn("Why was I charged twice?")
			if got := first.state[llmerr.StateKeyClass]; got != "RATE_LIMITED" {
				t.Fatalf("stream=%v plugin=%v: after the 429, state = %v", streaming, asPlugin, got)
			}
			second := s.turn("And when is my refund?")
			if second.err != nil || second.finalText() != "Refunds take 5 days." {
				t.Fatalf("stream=%v plugin=%v: second turn %q, %v", streaming, asPlugin, second.finalText(), second.err)
			}
			if got := second.state[llmerr.StateKeyClass]; got != "NONE" {
				t.Errorf("stream=%v plugin=%v: after a healthy call, state %s = %v, want NONE",
					streaming, asPlugin, llmerr.StateKeyClass, got)
			}
			if got := second.state[llmerr.StateKeyRaw]; got != "" {
				t.Errorf("stream=%v plugin=%v: raw text %q kept", streaming, asPlugin, got)
			}
			if c, err := llmerr.ParseErrorClass(second.state[llmerr.StateKeyClass].(string)); err != nil || c.IsFailure() {
				t.Errorf("the cleared value does not parse to no failure: %v, %v", c, err)
			}
		}
	}
}
