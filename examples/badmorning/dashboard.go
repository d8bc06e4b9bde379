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

// dashboard prints the failed calls by view, with the classes behind each
// count, against all calls: what the three dashboards would show. All
// three are queries over one instrument, gen_ai.client.operation.duration,
// whose failed points carry llmerr.view and llmerr.class.
func dashboard(ctx context.Context, w io.Writer, reader *sdkmetric.ManualReader) error {
	var rm metricdata.ResourceMetrics
	if err := reader.Collect(ctx, &rm); err != nil {
		return err
	}
	var calls, attempts int64
	byView := map[string]map[string]int64{}
	for _, sm := range rm.ScopeMetrics {
		for _, m := range sm.Metrics {
			switch d := m.Data.(type) {
			case metricdata.Sum[int64]:
				if m.Name == llmerr.MetricAttempts {
					for _, dp := range d.DataPoints {
						attempts += dp.Value
					}
				}
			case metricdata.Histogram[float64]:
				if m.Name != llmerr.MetricDuration {
					continue
				}
				for _, dp := range d.DataPoints {
					n := int64(dp.Count)
					calls += n
					view, failed := dp.Attributes.Value(llmerr.AttrView)
					if !failed {
						continue
					}
					class, _ := dp.Attributes.Value(llmerr.AttrClass)
					if byView[view.AsString()] == nil {
						byView[view.AsString()] = map[string]int64{}
					}
					byView[view.AsString()][class.AsString()] += n
				}
			}
		}
	}
	fmt.Fprintf(w, "Dashboard: %s count = %d, %s = %d\n", llmerr.MetricDuration, calls, llmerr.MetricAttempts, attempts)
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
