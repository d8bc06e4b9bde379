package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/llmerrlint/llmerrlint/llmerr"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"go.opentelemetry.io/otel/sdk/metric/metricdata"
)

// views are the article's three dashboards, in its order.
var views = []string{"reliability", "correctness", "policy"}

// dashboard prints llm_errors_total by view, with the classes behind each
// count, against llm_calls_total: what the three dashboards would show.
func dashboard(ctx context.Context, w io.Writer, reader *sdkmetric.ManualReader) error {
	var rm metricdata.ResourceMetrics
	if err := reader.Collect(ctx, &rm); err != nil {
		return err
	}
	var calls, attempts int64
	byView := map[string]map[string]int64{}
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			sum, ok := m.Data.(metricdata.Sum[int64])
			if !ok {
				continue
			}
			for _, dp := range sum.DataPoints {
				switch m.Name {
				case llmerr.MetricCalls:
					calls += dp.Value
				case llmerr.MetricAttempts:
					attempts += dp.Value
				case llmerr.MetricErrors:
					view, _ := dp.Attributes.Value("view")
					class, _ := dp.Attributes.Value("class")
					if byView[view.AsString()] == nil {
						byView[view.AsString()] = map[string]int64{}
					}
					byView[view.AsString()][class.AsString()] += dp.Value
				}
			}
		}
	}
	fmt.Fprintf(w, "Dashboard: %s = %d, %s = %d\n", llmerr.MetricCalls, calls, llmerr.MetricAttempts, attempts)
	for _, v := range views {
		var total int64
		var classes []string
		for c, n := range byView[v] {
			total += n
			classes = append(classes, fmt.Sprintf("%s=%d", c, n))
		}
		sort.Strings(classes)
		fmt.Fprintf(w, "   %-12s %d  %s\n", v, total, strings.Join(classes, " "))
	}
	return nil
}
