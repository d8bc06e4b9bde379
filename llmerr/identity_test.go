package llmerr_test

import (
	"fmt"
	"testing"

	"go.opentelemetry.io/otel/sdk/metric/metricdata"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// Defect: the model label changed with the channel and the streaming mode
// (gemini-test for a thrown 503, the ModelVersion gemini-test-001 for a
// non-streaming SAFETY stop, "unknown" for anything streamed). Now
// gen_ai.request.model is the request's model on every channel and mode,
// and gen_ai.response.model is recorded when the response names one.
func TestGeminiOneModelIdentity(t *testing.T) {
	safety := gemOK(gemCandidate("", "SAFETY"), gemCandidate("Here is how to", ""), gemCandidate("", "SAFETY"))
	healthy := gemOK(gemCandidate("Refunds take 5 days.", "STOP"), gemCandidate("Refunds ", ""), gemCandidate("take 5 days.", "STOP"))
	cases := []struct {
		name      string
		reply     gemReply
		errorType string // "" for success
	}{
		{"503", gemErrorReply(503, "UNAVAILABLE", ""), "SERVER"},
		{"SAFETY", safety, "OUTPUT_BLOCKED"},
		{"healthy", healthy, ""},
	}
	for _, c := range cases {
		for _, streaming := range []bool{false, true} {
			for _, asPlugin := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s/stream=%v/plugin=%v", c.name, streaming, asPlugin), func(t *testing.T) {
					m, _ := newGemModel(t, c.reply)
					run := runADK(t, llmerr.GuardStream(m), runOpts{streaming: streaming, asPlugin: asPlugin,
						cfg: llmerr.Config{Provider: "gcp.gemini"}})
					if n := callCount(t, run.reader); n != 1 {
						t.Fatalf("%d calls recorded, want 1", n)
					}
					want := []string{
						llmerr.AttrOperation, "generate_content",
						llmerr.AttrProvider, "gcp.gemini",
						llmerr.AttrRequestModel, "gemini-test",
						llmerr.AttrErrorType, c.errorType,
					}
					if n := callCount(t, run.reader, want...); n != 1 {
						t.Errorf("no call recorded with %v", want)
					}
					// A thrown error has no response to name a model; the
					// fake server names gemini-test-001 in every response,
					// streamed chunks included.
					wantVersion := "gemini-test-001"
					if c.errorType == "SERVER" {
						wantVersion = ""
					}
					if n := callCount(t, run.reader, llmerr.AttrResponseModel, wantVersion); n != 1 {
						t.Errorf("gen_ai.response.model is not %q", wantVersion)
					}
					if c.errorType != "" {
						if n := errorCount(t, run.reader, llmerr.AttrClass, c.errorType); n != 1 {
							t.Errorf("llmerr.class %s not recorded", c.errorType)
						}
					}
				})
			}
		}
	}
}

// The Gemini fake reports usage; token usage is recorded per type with the
// same model identity.
func TestGeminiTokenUsage(t *testing.T) {
	body := `{"candidates":[{"content":{"role":"model","parts":[{"text":"Refunds take 5 days."}]},"finishReason":"STOP"}],` +
		`"usageMetadata":{"promptTokenCount":11,"candidatesTokenCount":7,"thoughtsTokenCount":3},"modelVersion":"gemini-test-001"}`
	m, _ := newGemModel(t, gemOK(body))
	run := runADK(t, m, runOpts{asPlugin: true})
	for _, c := range []struct {
		kind string
		sum  int64
	}{{"input", 11}, {"output", 10}} {
		if got := tokenSum(t, run, c.kind); got != c.sum {
			t.Errorf("%s tokens = %d, want %d", c.kind, got, c.sum)
		}
	}
	if n := metricCount(t, run.reader, llmerr.MetricTokens, llmerr.AttrRequestModel, "gemini-test",
		llmerr.AttrResponseModel, "gemini-test-001", llmerr.AttrOperation, "generate_content"); n != 2 {
		t.Errorf("%d token points with the model identity, want 2", n)
	}
}

// tokenSum adds up the recorded tokens of one gen_ai.token.type.
func tokenSum(t *testing.T, run adkRun, kind string) int64 {
	t.Helper()
	var rm metricdata.ResourceMetrics
	if err := run.reader.Collect(t.Context(), &rm); err != nil {
		t.Fatal(err)
	}
	var sum int64
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			h, ok := m.Data.(metricdata.Histogram[int64])
			if m.Name != llmerr.MetricTokens || !ok {
				continue
			}
			for _, dp := range h.DataPoints {
				if metricHasAttrs(dp.Attributes, []string{llmerr.AttrTokenType, kind}) {
					sum += dp.Sum
				}
			}
		}
	}
	return sum
}
