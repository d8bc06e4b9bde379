package llmerr_test

import (
	"errors"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// Defect: a stream cut by an error gave the caller the partial text and
// then the degraded message, with nothing to tell the UI that the text
// shown was cut off. Now the substitute carries cut_off, as the guard's
// TRUNCATED mark does.
func TestGeminiStreamCutByErrorIsMarked(t *testing.T) {
	for _, asPlugin := range []bool{false, true} {
		m, _ := newGemModel(t, gemReply{sse: []string{
			gemCandidate("Your refund of $40 ", ""),
			`{"error":{"code":503,"message":"backend reset","status":"UNAVAILABLE"}}`,
		}})
		run := runADK(t, llmerr.GuardStream(m), runOpts{streaming: true, asPlugin: asPlugin})
		if run.err != nil {
			t.Fatalf("plugin=%v: run error %v", asPlugin, run.err)
		}
		if len(run.events) == 0 || !run.events[0].Partial || run.events[0].Content.Parts[0].Text != "Your refund of $40 " {
			t.Fatalf("plugin=%v: the partial chunk did not come first: %+v", asPlugin, run.events)
		}
		ev := run.final()
		if ev == nil || run.finalText() != llmerr.DefaultDegradedText {
			t.Fatalf("plugin=%v: caller saw %q, want the degraded text", asPlugin, run.finalText())
		}
		if ev.CustomMetadata[llmerr.MetadataKeyCutOff] != true || ev.CustomMetadata[llmerr.MetadataKeyClass] != "SERVER" {
			t.Errorf("plugin=%v: substitute metadata %v, want cut_off and class SERVER", asPlugin, ev.CustomMetadata)
		}
		if n := errorCount(t, run.reader, llmerr.AttrClass, "SERVER", llmerr.AttrChannel, "thrown"); n != 1 {
			t.Errorf("plugin=%v: SERVER counted %d times, want 1", asPlugin, n)
		}
	}
}

// A re-raised class that cuts a stream reaches the caller as an error that
// says so, and keeps its class.
func TestGeminiStreamCutByReraisedErrorIsMarked(t *testing.T) {
	m, _ := newGemModel(t, gemReply{sse: []string{
		gemCandidate("Your refund of $40 ", ""),
		`{"error":{"code":400,"message":"request too large","status":"INVALID_ARGUMENT"}}`,
	}})
	run := runADK(t, llmerr.GuardStream(m), runOpts{streaming: true})
	if !errors.Is(run.err, llmerr.ErrCutOff) || llmerr.Classify(run.err) != llmerr.BadRequest {
		t.Errorf("caller got %v (class %v), want a BAD_REQUEST marked with ErrCutOff", run.err, llmerr.Classify(run.err))
	}
	if f, ok := llmerr.FailureOf(run.err); !ok || !f.CutOff {
		t.Errorf("FailureOf = %+v, want CutOff", f)
	}
}

// An error before any content is not a cut-off: the user saw nothing.
func TestGeminiStreamErrorBeforeContentIsNotMarked(t *testing.T) {
	m, _ := newGemModel(t, gemReply{sse: []string{
		`{"error":{"code":503,"message":"backend reset","status":"UNAVAILABLE"}}`,
	}})
	run := runADK(t, llmerr.GuardStream(m), runOpts{streaming: true})
	if ev := run.final(); ev == nil || ev.CustomMetadata[llmerr.MetadataKeyCutOff] != nil {
		t.Errorf("final event %+v: want the degraded text without cut_off", ev)
	}
}
