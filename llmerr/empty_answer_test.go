package llmerr_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// Defect: a STOP answer with no content was success. With `parts: []`
// the caller got one empty event and nothing was counted; with no content
// at all ADK yielded no event and no error. Gemini really sends both. Now
// the call is UNKNOWN on the in-band channel: counted, recorded in state,
// and re-raised by its rule, which on the in-band channel means an event
// whose ErrorCode says UNKNOWN.
func TestGeminiEmptyStopIsUnknown(t *testing.T) {
	const noContent = `{"candidates":[{"finishReason":"STOP"}],"modelVersion":"gemini-test-001"}`
	cases := []struct {
		name  string
		reply gemReply
	}{
		{"parts: []", gemOK(gemCandidate("", "STOP"), gemCandidate("", "STOP"))},
		{"no content", gemOK(noContent, noContent)},
		{"one empty text part", gemOK(
			`{"candidates":[{"content":{"role":"model","parts":[{"text":""}]},"finishReason":"STOP"}]}`,
			`{"candidates":[{"content":{"role":"model","parts":[{"text":""}]},"finishReason":"STOP"}]}`)},
	}
	for _, c := range cases {
		for _, streaming := range []bool{false, true} {
			for _, asPlugin := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s/stream=%v/plugin=%v", c.name, streaming, asPlugin), func(t *testing.T) {
					m, _ := newGemModel(t, c.reply)
					run := runADK(t, llmerr.GuardStream(m), runOpts{streaming: streaming, asPlugin: asPlugin})
					if run.err != nil {
						t.Fatalf("run error %v", run.err)
					}
					ev := run.final()
					if ev == nil {
						t.Fatalf("the caller got no event: the empty answer vanished")
					}
					if ev.ErrorCode != "UNKNOWN" || run.finalClass != llmerr.Unknown {
						t.Errorf("final event ErrorCode %q, class %v; want UNKNOWN", ev.ErrorCode, run.finalClass)
					}
					if n := errorCount(t, run.reader, llmerr.AttrClass, "UNKNOWN", llmerr.AttrChannel, "in_band",
						llmerr.AttrView, "correctness"); n != 1 {
						t.Errorf("UNKNOWN counted %d times, want 1", n)
					}
					if got := run.state[llmerr.StateKeyClass]; got != "UNKNOWN" {
						t.Errorf("state %s = %v, want UNKNOWN", llmerr.StateKeyClass, got)
					}
				})
			}
		}
	}
}

// Defect: a call that yields nothing at all (here a stream the server
// closes without a chunk) ended the turn with no event and no error. The
// guard surfaces it as ErrNoResponse, UNKNOWN, which the callbacks count
// and re-raise to the runner's caller.
func TestGeminiNoResponseAtAllIsUnknown(t *testing.T) {
	for _, asPlugin := range []bool{false, true} {
		m, fake := newGemModel(t, gemReply{sse: nil})
		run := runADK(t, llmerr.GuardStream(m), runOpts{streaming: true, asPlugin: asPlugin})
		if fake.requests() != 1 {
			t.Fatalf("%d requests, want 1", fake.requests())
		}
		if !errors.Is(run.err, llmerr.ErrNoResponse) || llmerr.Classify(run.err) != llmerr.Unknown {
			t.Errorf("plugin=%v: caller got %v (events %d), want ErrNoResponse, UNKNOWN", asPlugin, run.err, len(run.events))
		}
		if n := errorCount(t, run.reader, llmerr.AttrClass, "UNKNOWN", llmerr.AttrChannel, "thrown",
			llmerr.AttrRequestModel, "gemini-test"); n != 1 {
			t.Errorf("plugin=%v: UNKNOWN counted %d times, want 1", asPlugin, n)
		}
	}
}
