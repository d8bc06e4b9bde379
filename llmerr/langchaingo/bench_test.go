package langchaingoerr_test

import (
	"fmt"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	langchaingoerr "github.com/llmerrlint/llmerrlint/llmerr/langchaingo"
	"github.com/tmc/langchaingo/llms"
)

var (
	benchErr  = fmt.Errorf("agent: %w", llms.NewError(llms.ErrCodeRateLimit, "openai", "m"))
	benchResp = &llms.ContentResponse{Choices: []*llms.ContentChoice{{Content: "half", StopReason: "FinishReasonMaxTokens"}}}
	sinkClass llmerr.ErrorClass
)

func BenchmarkClassify(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkClass = llmerr.Classify(benchErr)
	}
}

func BenchmarkClassifyContentResponse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkClass, _ = langchaingoerr.ClassifyContentResponse(benchResp)
	}
}
