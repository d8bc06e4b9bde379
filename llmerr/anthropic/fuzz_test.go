package anthropicerr_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/llmerrlint/llmerrlint/llmerr"
	anthropicerr "github.com/llmerrlint/llmerrlint/llmerr/anthropic"
)

var sinkClass llmerr.ErrorClass

// FuzzClassify builds Anthropic errors (through the SDK's own JSON
// decoding, which sets the error type) and messages from arbitrary input:
// classifying them never panics, never allocates (the core's budget is
// zero), and always yields a class or no failure.
func FuzzClassify(f *testing.F) {
	f.Add(529, []byte(`{"type":"error","error":{"type":"overloaded_error","message":"m"}}`), "pause_turn")
	f.Add(200, []byte(`{"error":{"type":"\u0000"}}`), "")
	f.Add(0, []byte(`{`), "refusal")
	f.Fuzz(func(t *testing.T, status int, body []byte, stop string) {
		apiErr := &anthropic.Error{}
		_ = json.Unmarshal(body, apiErr)
		apiErr.StatusCode = status
		tree := errors.Join(fmt.Errorf("w: %w", apiErr), errors.New("x"))
		msg := &anthropic.Message{StopReason: anthropic.StopReason(stop)}
		check := func(name string, fn func()) {
			if n := testing.AllocsPerRun(3, fn); n != 0 {
				t.Errorf("%s: %v allocations", name, n)
			}
			if sinkClass != 0 && !sinkClass.IsFailure() {
				t.Errorf("%s: invalid class %v", name, sinkClass)
			}
		}
		check("Classify", func() { sinkClass = llmerr.Classify(tree) })
		check("ClassifyMessage", func() { sinkClass, _ = anthropicerr.ClassifyMessage(msg) })
	})
}

func BenchmarkClassify(b *testing.B) {
	err := fmt.Errorf("agent: %w", fmt.Errorf("call: %w", &anthropic.Error{StatusCode: 529}))
	b.ReportAllocs()
	for b.Loop() {
		sinkClass = llmerr.Classify(err)
	}
}
