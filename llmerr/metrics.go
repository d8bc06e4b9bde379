package llmerr

import (
	"context"
	"errors"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/metric/noop"
)

// Metric names. They are OpenTelemetry counters; with the Prometheus
// exporter they keep these names.
const (
	// MetricCalls counts model calls that reached the callbacks, labelled
	// {model}. It is the denominator of the reliability view.
	MetricCalls = "llm_calls_total"
	// MetricErrors counts classified failures, labelled {class, model,
	// channel, view}: class is ErrorClass.String, channel is "thrown" or
	// "in_band", view is "reliability", "correctness" or "policy".
	MetricErrors = "llm_errors_total"
	// MetricAttempts counts the attempts the [Retry] decorator made,
	// labelled {model, class}; class is the attempt's outcome, "NONE" for a
	// success. Attempts above llm_calls_total are retries.
	MetricAttempts = "llm_attempts_total"
)

// MeterName is the instrumentation scope of llmerr's instruments.
const MeterName = "github.com/llmerrlint/llmerrlint/llmerr"

// Label keys.
const (
	labelModel   = "model"
	labelClass   = "class"
	labelChannel = "channel"
	labelView    = "view"
)

// unknownModel labels calls whose model name nobody could tell.
const unknownModel = "unknown"

// Metrics holds llmerr's counters. Create it with [NewMetrics]; the zero
// value and a nil *Metrics record nothing, so a caller that has no metrics
// can pass nil.
type Metrics struct {
	calls, errs, attempts metric.Int64Counter
}

// NewMetrics creates the counters on mp's meter. A nil mp means the global
// provider, otel.GetMeterProvider(), so metrics follow whatever the process
// installs with otel.SetMeterProvider.
func NewMetrics(mp metric.MeterProvider) (*Metrics, error) {
	if mp == nil {
		mp = otel.GetMeterProvider()
	}
	meter := mp.Meter(MeterName)
	calls, err1 := meter.Int64Counter(MetricCalls,
		metric.WithDescription("Model calls seen by llmerr."), metric.WithUnit("{call}"))
	errs, err2 := meter.Int64Counter(MetricErrors,
		metric.WithDescription("Failed model calls by llmerr class, channel and dashboard view."),
		metric.WithUnit("{error}"))
	attempts, err3 := meter.Int64Counter(MetricAttempts,
		metric.WithDescription("Attempts made by the llmerr retry decorator, by outcome class."),
		metric.WithUnit("{attempt}"))
	m := &Metrics{calls: calls, errs: errs, attempts: attempts}
	return m, errors.Join(err1, err2, err3)
}

// metricsOrNoop never fails: a meter that rejects an instrument must not
// stop model calls, so its error is logged and a no-op counter stands in.
func metricsOrNoop(mp metric.MeterProvider, log logger) *Metrics {
	m, err := NewMetrics(mp)
	if err != nil {
		log.warn(context.Background(), "llmerr: metrics disabled", "error", err)
	}
	nop := noop.Int64Counter{}
	if m.calls == nil {
		m.calls = nop
	}
	if m.errs == nil {
		m.errs = nop
	}
	if m.attempts == nil {
		m.attempts = nop
	}
	return m
}

// Call counts one model call.
func (m *Metrics) Call(ctx context.Context, model string) {
	if m == nil || m.calls == nil {
		return
	}
	m.calls.Add(ctxOrBackground(ctx), 1, metric.WithAttributes(attribute.String(labelModel, modelLabel(model))))
}

// Failure counts one classified failure. Failures that are not one of the
// thirteen classes are ignored.
func (m *Metrics) Failure(ctx context.Context, model string, f Failure) {
	if m == nil || m.errs == nil || !f.Class.IsFailure() {
		return
	}
	m.errs.Add(ctxOrBackground(ctx), 1, metric.WithAttributes(
		attribute.String(labelClass, f.Class.String()),
		attribute.String(labelModel, modelLabel(model)),
		attribute.String(labelChannel, f.Channel.String()),
		attribute.String(labelView, f.Rule().View.String()),
	))
}

// Attempt counts one attempt of a retried call; class is its outcome, the
// zero class for a success.
func (m *Metrics) Attempt(ctx context.Context, model string, class ErrorClass) {
	if m == nil || m.attempts == nil {
		return
	}
	m.attempts.Add(ctxOrBackground(ctx), 1, metric.WithAttributes(
		attribute.String(labelModel, modelLabel(model)),
		attribute.String(labelClass, class.String()),
	))
}

func modelLabel(model string) string {
	if model == "" {
		return unknownModel
	}
	return model
}

// ctxOrBackground protects the OTel SDK, which reads values from the
// context, from a nil one.
func ctxOrBackground(ctx context.Context) context.Context {
	if ctx == nil {
		return context.Background()
	}
	return ctx
}
