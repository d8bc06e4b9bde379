package llmerr_test

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"syscall"
	"testing"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"
)

var (
	benchAPI3 = wrap3(genai.APIError{Code: 503, Status: "UNAVAILABLE", Message: "overloaded"})
	benchPtr3 = wrap3(&genai.APIError{Code: 429, Status: "RESOURCE_EXHAUSTED"})
	benchJoin = fmt.Errorf("run: %w", errors.Join(io.ErrUnexpectedEOF, fmt.Errorf("x: %w", genai.APIError{Code: 404})))
	benchNet  = fmt.Errorf("doRequest: error sending request: %w", &url.Error{Op: "Post", URL: "https://x",
		Err: &net.OpError{Op: "dial", Net: "tcp", Err: os.NewSyscallError("connect", syscall.ECONNREFUSED)}})
	benchPlain = wrap3(errors.New("boom"))

	benchTruncated = &model.LLMResponse{Content: genai.NewContentFromText("half", genai.RoleModel), FinishReason: genai.FinishReasonMaxTokens}
	benchHealthy   = &model.LLMResponse{Content: genai.NewContentFromText("ok", genai.RoleModel), Partial: true}
	benchBlocked   = &model.LLMResponse{ErrorCode: "PROHIBITED_CONTENT"}
	benchGenai     = &genai.GenerateContentResponse{Candidates: []*genai.Candidate{{
		Content: genai.NewContentFromText("half", genai.RoleModel), FinishReason: genai.FinishReasonSafety}}}

	benchCheck = fmt.Errorf("answer: %w", llmerr.CheckResponse(benchTruncated))

	sinkClass  llmerr.ErrorClass
	sinkFailed bool
)

// TestZeroAllocations asserts what the benchmarks report: classifying
// allocates nothing, on either channel. Allocation counts are
// deterministic, so this is a correctness test, not a timing one.
func TestZeroAllocations(t *testing.T) {
	cases := map[string]func(){
		"Classify/APIError-3-levels": func() { sinkClass = llmerr.Classify(benchAPI3) },
		"Classify/pointer-3-levels":  func() { sinkClass = llmerr.Classify(benchPtr3) },
		"Classify/join":              func() { sinkClass = llmerr.Classify(benchJoin) },
		"Classify/net":               func() { sinkClass = llmerr.Classify(benchNet) },
		"Classify/unknown":           func() { sinkClass = llmerr.Classify(benchPlain) },
		"Classify/check":             func() { sinkClass = llmerr.Classify(benchCheck) },
		"CheckResponse/healthy":      func() { sinkFailed = llmerr.CheckResponse(benchHealthy) != nil },
		"ClassifyResponse/truncated": func() { sinkClass, sinkFailed = llmerr.ClassifyResponse(benchTruncated) },
		"ClassifyResponse/healthy":   func() { sinkClass, sinkFailed = llmerr.ClassifyResponse(benchHealthy) },
		"ClassifyResponse/blocked":   func() { sinkClass, sinkFailed = llmerr.ClassifyResponse(benchBlocked) },
		"ClassifyGenerateContent":    func() { sinkClass, sinkFailed = llmerr.ClassifyGenerateContent(benchGenai) },
		"ResponseFailure":            func() { _, sinkFailed = llmerr.ResponseFailure(benchTruncated) },
	}
	for name, f := range cases {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s: %v allocations per run, want 0", name, n)
		}
	}
}

func BenchmarkClassify(b *testing.B) {
	for _, bc := range []struct {
		name string
		err  error
	}{
		{"APIError-3-levels", benchAPI3},
		{"pointer-3-levels", benchPtr3},
		{"join", benchJoin},
		{"net", benchNet},
		{"unknown", benchPlain},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkClass = llmerr.Classify(bc.err)
			}
		})
	}
}

func BenchmarkClassifyResponse(b *testing.B) {
	for _, bc := range []struct {
		name string
		r    *model.LLMResponse
	}{
		{"truncated", benchTruncated},
		{"healthy-chunk", benchHealthy},
		{"prompt-blocked", benchBlocked},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sinkClass, sinkFailed = llmerr.ClassifyResponse(bc.r)
			}
		})
	}
}

func BenchmarkClassifyGenerateContent(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkClass, sinkFailed = llmerr.ClassifyGenerateContent(benchGenai)
	}
}

// BenchmarkFailureOf includes err.Error(), which allocates for error types
// that build their text on demand (fmt.Errorf stores it).
func BenchmarkFailureOf(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, sinkFailed = llmerr.FailureOf(benchAPI3)
	}
}
