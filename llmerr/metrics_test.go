package llmerr_test

import (
	"context"
	"testing"
	"time"

	"go.opentelemetry.io/otel"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

func TestMetricsNamesAndAttributes(t *testing.T) {
	reader := sdkmetric.NewManualReader()
	m, err := llmerr.NewMetrics(sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader)))
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	ok := llmerr.Call{Provider: "gcp.gemini", RequestModel: "gemini-2.5-flash", ResponseModel: "gemini-2.5-flash-001",
		Duration: 1500 * time.Millisecond, Tokens: &llmerr.TokenUsage{Input: 12, Output: 30}}
	m.Record(ctx, ok)
	m.Record(ctx, llmerr.Call{}) // nothing known
	m.Record(ctx, llmerr.Call{Provider: "gcp.gemini", RequestModel: "gemini-2.5-flash", Duration: time.Second,
		Failure: llmerr.Failure{Class: llmerr.RateLimited, Channel: llmerr.ChannelThrown}})
	m.Record(ctx, llmerr.Call{RequestModel: "gemini-2.5-flash", Tokens: &llmerr.TokenUsage{Input: 5},
		Failure: llmerr.Failure{Class: llmerr.OutputBlocked, Channel: llmerr.ChannelInBand}})
	m.Attempt(ctx, "gemini-2.5-flash", 0)
	m.Attempt(ctx, "gemini-2.5-flash", llmerr.Server)

	var rm metricdata.ResourceMetrics
	if err := reader.Collect(context.Background(), &rm); err != nil {
		t.Fatal(err)
	}
	if len(rm.ScopeMetrics) != 1 || rm.ScopeMetrics[0].Scope.Name != llmerr.MeterName {
		t.Fatalf("scopes %+v, want one named %s", rm.ScopeMetrics, llmerr.MeterName)
	}
	for _, c := range []struct {
		name string
		kv   []string
		want int64
	}{
		{llmerr.MetricDuration, nil, 4},
		{llmerr.MetricDuration, []string{"gen_ai.operation.name", "generate_content", "gen_ai.provider.name", "gcp.gemini",
			"gen_ai.request.model", "gemini-2.5-flash", "gen_ai.response.model", "gemini-2.5-flash-001", "error.type", ""}, 1},
		{llmerr.MetricDuration, []string{"gen_ai.provider.name", "_OTHER", "gen_ai.request.model", "unknown",
			"gen_ai.response.model", ""}, 1},
		{llmerr.MetricDuration, []string{"error.type", "RATE_LIMITED", "llmerr.class", "RATE_LIMITED",
			"llmerr.channel", "thrown", "llmerr.view", "reliability", "llmerr.pages", "true",
			"gen_ai.request.model", "gemini-2.5-flash", "gen_ai.response.model", ""}, 1},
		{llmerr.MetricTokens, []string{"gen_ai.token.type", "input", "gen_ai.request.model", "gemini-2.5-flash"}, 2},
		{llmerr.MetricTokens, []string{"gen_ai.token.type", "output"}, 2},
		{llmerr.MetricTokens, []string{"gen_ai.token.type", "output", "gen_ai.response.model", "gemini-2.5-flash-001",
			"gen_ai.provider.name", "gcp.gemini", "gen_ai.operation.name", "generate_content"}, 1},
		{llmerr.MetricTokens, []string{"error.type", "", "llmerr.class", ""}, 4}, // tokens carry no class
		{llmerr.MetricAttempts, []string{"gen_ai.request.model", "gemini-2.5-flash", "error.type", ""}, 1},
		{llmerr.MetricAttempts, []string{"error.type", "SERVER", "llmerr.class", "SERVER"}, 1},
	} {
		if got := metricCount(t, reader, c.name, c.kv...); got != c.want {
			t.Errorf("%s%v = %d, want %d", c.name, c.kv, got, c.want)
		}
	}
	for _, md := range rm.ScopeMetrics[0].Metrics {
		switch md.Name {
		case llmerr.MetricDuration:
			h, ok := md.Data.(metricdata.Histogram[float64])
			if !ok || md.Unit != "s" {
				t.Errorf("%s is %T in %q, want a float histogram in seconds", md.Name, md.Data, md.Unit)
				continue
			}
			for _, dp := range h.DataPoints {
				if v, _ := dp.Attributes.Value("gen_ai.response.model"); v.AsString() == "gemini-2.5-flash-001" && dp.Sum != 1.5 {
					t.Errorf("duration sum %v, want 1.5s", dp.Sum)
				}
			}
		case llmerr.MetricTokens:
			if _, ok := md.Data.(metricdata.Histogram[int64]); !ok || md.Unit != "{token}" {
				t.Errorf("%s is %T in %q, want an int histogram of {token}", md.Name, md.Data, md.Unit)
			}
		case llmerr.MetricAttempts:
			if s, ok := md.Data.(metricdata.Sum[int64]); !ok || !s.IsMonotonic {
				t.Errorf("%s is not a monotonic counter", md.Name)
			}
		default:
			t.Errorf("unexpected instrument %s", md.Name)
		}
	}
}

// A nil provider means the global one, so metrics follow whatever the
// process installs.
func TestMetricsDefaultToGlobalProvider(t *testing.T) {
	reader := sdkmetric.NewManualReader()
	prev := otel.GetMeterProvider()
	otel.SetMeterProvider(sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader)))
	t.Cleanup(func() { otel.SetMeterProvider(prev) })
	m, err := llmerr.NewMetrics(nil)
	if err != nil {
		t.Fatal(err)
	}
	m.Record(t.Context(), llmerr.Call{RequestModel: "m"})
	if got := callCount(t, reader); got != 1 {
		t.Errorf("global provider saw %d calls, want 1", got)
	}
}

func TestMetricsNilIsSafe(t *testing.T) {
	var m *llmerr.Metrics
	m.Record(nil, llmerr.Call{RequestModel: "m"}) //nolint:staticcheck // a nil context must not panic
	m.Attempt(context.Background(), "m", llmerr.Server)
	(&llmerr.Metrics{}).Record(context.Background(), llmerr.Call{Failure: llmerr.Failure{Class: llmerr.Server}})
	(&llmerr.Metrics{}).Attempt(context.Background(), "m", 0)
}
