package genkiterr_test

import (
	"fmt"
	"testing"

	"github.com/firebase/genkit/go/ai"
	"github.com/firebase/genkit/go/core"
	"github.com/llmerrlint/llmerrlint/llmerr"
	genkiterr "github.com/llmerrlint/llmerrlint/llmerr/genkit"
)

var (
	benchErr  = fmt.Errorf("flow: %w", &core.GenkitError{Status: core.ABORTED, Message: "m"})
	benchResp = &ai.ModelResponse{FinishReason: ai.FinishReasonBlocked}
	sinkClass llmerr.ErrorClass
)

func BenchmarkClassify(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkClass = llmerr.Classify(benchErr)
	}
}

func BenchmarkClassifyResponse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkClass, _ = genkiterr.ClassifyResponse(benchResp)
	}
}
