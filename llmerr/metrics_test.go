package llmerr_test

import (
	"context"
	"testing"

	"go.opentelemetry.io/otel"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

func TestMetricsNamesAndLabels(t *testing.T) {
	reader := sdkmetric.NewManualReader()
	m, err := llmerr.NewMetrics(sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader)))
	if err != nil {
		t.Fatal(err)
	}
	ctx := t.Context()
	m.Call(ctx, "gemini-2.5-flash")
	m.Call(ctx, "")
	m.Failure(ctx, "gemini-2.5-flash", llmerr.Failure{Class: llmerr.RateLimited, Channel: llmerr.ChannelThrown})
	m.Failure(ctx, "gemini-2.5-flash", llmerr.Failure{Class: llmerr.OutputBlocked, Channel: llmerr.ChannelInBand})
	m.Failure(ctx, "gemini-2.5-flash", llmerr.Failure{}) // not a failure: ignored
	m.Attempt(ctx, "gemini-2.5-flash", 0)

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
		{llmerr.MetricCalls, []string{"model", "gemini-2.5-flash"}, 1},
		{llmerr.MetricCalls, []string{"model", "unknown"}, 1},
		{llmerr.MetricErrors, []string{"class", "RATE_LIMITED", "model", "gemini-2.5-flash", "channel", "thrown", "view", "reliability"}, 1},
		{llmerr.MetricErrors, []string{"class", "OUTPUT_BLOCKED", "channel", "in_band", "view", "policy"}, 1},
		{llmerr.MetricErrors, nil, 2},
		{llmerr.MetricAttempts, []string{"model", "gemini-2.5-flash", "class", "NONE"}, 1},
	} {
		if got := metricCount(t, reader, c.name, c.kv...); got != c.want {
			t.Errorf("%s%v = %d, want %d", c.name, c.kv, got, c.want)
		}
	}
	for _, sm := range rm.ScopeMetrics {
		for _, md := range sm.Metrics {
			if s, ok := md.Data.(metricdata.Sum[int64]); !ok || !s.IsMonotonic {
				t.Errorf("%s is not a monotonic counter", md.Name)
			}
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
	m.Call(t.Context(), "m")
	if got := metricCount(t, reader, llmerr.MetricCalls); got != 1 {
		t.Errorf("global provider saw %d calls, want 1", got)
	}
}

func TestMetricsNilIsSafe(t *testing.T) {
	var m *llmerr.Metrics
	m.Call(nil, "m") //nolint:staticcheck // a nil context must not panic
	m.Failure(context.Background(), "m", llmerr.Failure{Class: llmerr.Server})
	m.Attempt(context.Background(), "m", llmerr.Server)
	(&llmerr.Metrics{}).Call(context.Background(), "m")
}
