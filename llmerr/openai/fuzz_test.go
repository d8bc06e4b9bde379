package openaierr_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	openaierr "github.com/llmerrlint/llmerrlint/llmerr/openai"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/packages/ssestream"
	"github.com/openai/openai-go/v3/responses"
)

var sinkClass llmerr.ErrorClass

// FuzzClassify builds OpenAI errors and responses from arbitrary fields and
// frames: classifying them never panics, never allocates (the core's
// budget is zero), and always yields a class or no failure.
func FuzzClassify(f *testing.F) {
	f.Add(429, "rate_limit_exceeded", "tokens", []byte(`{"error":{"code":"server_error"}}`), "length", "incomplete")
	f.Add(0, "", "", []byte(`{"error":`), "", "")
	f.Add(400, "content_filter", "", []byte(`{"error":{"type":"\u0000"}}`), "content_filter", "failed")
	f.Fuzz(func(t *testing.T, status int, code, typ string, frame []byte, reason, status2 string) {
		apiErr := &openai.Error{StatusCode: status, Code: code, Type: typ}
		streamErr := &ssestream.StreamError{Event: ssestream.Event{Data: frame}}
		tree := errors.Join(fmt.Errorf("w: %w", apiErr), streamErr)
		chat := &openai.ChatCompletion{Choices: []openai.ChatCompletionChoice{{FinishReason: reason,
			Message: openai.ChatCompletionMessage{Refusal: typ}}}}
		resp := &responses.Response{Status: responses.ResponseStatus(status2),
			Error:             responses.ResponseError{Code: responses.ResponseErrorCode(code)},
			IncompleteDetails: responses.ResponseIncompleteDetails{Reason: reason}}
		check := func(name string, fn func()) {
			if n := testing.AllocsPerRun(3, fn); n != 0 {
				t.Errorf("%s: %v allocations", name, n)
			}
			if sinkClass != 0 && !sinkClass.IsFailure() {
				t.Errorf("%s: invalid class %v", name, sinkClass)
			}
		}
		check("Classify", func() { sinkClass = llmerr.Classify(tree) })
		check("ClassifyChatCompletion", func() { sinkClass, _ = openaierr.ClassifyChatCompletion(chat) })
		check("ClassifyResponse", func() { sinkClass, _ = openaierr.ClassifyResponse(resp) })
		if _, ok := llmerr.FailureOf(tree); !ok && llmerr.Classify(tree) != 0 {
			t.Error("FailureOf disagrees with Classify")
		}
	})
}

func BenchmarkClassify(b *testing.B) {
	err := fmt.Errorf("agent: %w", fmt.Errorf("openai: call failed: %w", &openai.Error{StatusCode: 429, Code: "rate_limit_exceeded"}))
	b.ReportAllocs()
	for b.Loop() {
		sinkClass = llmerr.Classify(err)
	}
}
