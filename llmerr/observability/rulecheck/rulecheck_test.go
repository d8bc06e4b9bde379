package rulecheck_test

import (
	"context"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/model"
	"github.com/prometheus/prometheus/model/rulefmt"
	"github.com/prometheus/prometheus/promql/parser"
	otelprom "go.opentelemetry.io/otel/exporters/prometheus"
	sdkmetric "go.opentelemetry.io/otel/sdk/metric"

	"github.com/llmerrlint/llmerrlint/llmerr"
	"github.com/llmerrlint/llmerrlint/llmerr/observability"
)

func TestAlertRulesParse(t *testing.T) {
	groups, errs := rulefmt.ParseFile("../"+observability.AlertsFile, false, model.LegacyValidation,
		parser.NewParser(parser.Options{}))
	for _, err := range errs {
		t.Error(err)
	}
	if groups == nil || len(groups.Groups) != 1 || len(groups.Groups[0].Rules) != len(observability.Alerts()) {
		t.Fatalf("parsed %+v, want one group with every alert", groups)
	}
}

// emitted records what llmerr's instruments write through the real
// Prometheus exporter: series name to label names.
func emitted(t *testing.T) map[string]map[string]bool {
	t.Helper()
	reg := prometheus.NewRegistry()
	exp, err := otelprom.New(otelprom.WithRegisterer(reg))
	if err != nil {
		t.Fatal(err)
	}
	m, err := llmerr.NewMetrics(sdkmetric.NewMeterProvider(sdkmetric.WithReader(exp)))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	m.Record(ctx, llmerr.Call{Provider: "gcp.gemini", RequestModel: "gemini-2.5-flash", ResponseModel: "gemini-2.5-flash-001",
		Duration: time.Second, Tokens: &llmerr.TokenUsage{Input: 10, Output: 20}})
	m.Record(ctx, llmerr.Call{RequestModel: "gemini-2.5-flash", Duration: time.Second,
		Failure: llmerr.Failure{Class: llmerr.Server, Channel: llmerr.ChannelThrown}})
	m.Attempt(ctx, "gemini-2.5-flash", llmerr.Server)
	families, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]bool{}
	add := func(name string, labels []*dto.LabelPair, extra ...string) {
		if out[name] == nil {
			out[name] = map[string]bool{}
		}
		for _, l := range labels {
			out[name][l.GetName()] = true
		}
		for _, l := range extra {
			out[name][l] = true
		}
	}
	for _, f := range families {
		for _, s := range f.GetMetric() {
			if f.GetType() == dto.MetricType_HISTOGRAM {
				add(f.GetName()+"_bucket", s.GetLabel(), "le")
				add(f.GetName()+"_count", s.GetLabel())
				add(f.GetName()+"_sum", s.GetLabel())
			} else {
				add(f.GetName(), s.GetLabel())
			}
		}
	}
	return out
}

// The names observability assumes are the exporter's.
func TestPrometheusNamesAreTheExporters(t *testing.T) {
	series := emitted(t)
	for _, name := range observability.PrometheusNames() {
		if series[name] == nil {
			t.Errorf("observability expects series %s; the exporter wrote %v", name, slices.Sorted(maps.Keys(series)))
		}
	}
}

// Every query of the rules and the dashboard parses, and names only series
// and labels that llmerr emits.
func TestQueriesUseEmittedSeriesAndLabels(t *testing.T) {
	series := emitted(t)
	p := parser.NewParser(parser.Options{})
	exprs := observability.Queries()
	for _, a := range observability.Alerts() {
		exprs = append(exprs, a.Expr)
	}
	// Grafana's variables, as Grafana would fill them in.
	vars := strings.NewReplacer("$__rate_interval", "5m", "$model", ".*")
	for _, src := range exprs {
		expr, err := p.ParseExpr(vars.Replace(src))
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		var labels map[string]bool
		parser.Inspect(expr, func(n parser.Node, _ []parser.Node) error {
			switch n := n.(type) {
			case *parser.VectorSelector:
				labels = series[n.Name]
				if labels == nil {
					t.Errorf("%s: selects %s, which llmerr does not emit", src, n.Name)
					return nil
				}
				for _, m := range n.LabelMatchers {
					if m.Name != model.MetricNameLabel && !labels[m.Name] {
						t.Errorf("%s: %s has no label %s", src, n.Name, m.Name)
					}
				}
			case *parser.AggregateExpr:
				defer func() {
					for _, g := range n.Grouping {
						if labels != nil && !labels[g] {
							t.Errorf("%s: groups by %s, which the series lack", src, g)
						}
					}
				}()
			}
			return nil
		})
	}
}
