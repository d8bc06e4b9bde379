package llmerr

import (
	"context"
	"errors"
	"time"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/metric"
	"go.opentelemetry.io/otel/metric/noop"
)

// Metric names. The first two are the OpenTelemetry GenAI semantic
// conventions' client metrics; with the Prometheus exporter they become
// gen_ai_client_operation_duration_seconds and gen_ai_client_token_usage,
// and the attribute keys lose their dots (gen_ai_request_model,
// error_type, llmerr_class).
const (
	// MetricDuration is the histogram of model call durations in seconds,
	// one point per call that reached the callbacks. Its count is the
	// denominator of every view; failures carry error.type and the llmerr
	// attributes, so the three views are queries over this one instrument.
	MetricDuration = "gen_ai.client.operation.duration"
	// MetricTokens is the histogram of tokens per call, with
	// gen_ai.token.type "input" or "output", recorded when the response
	// reports usage.
	MetricTokens = "gen_ai.client.token.usage"
	// MetricAttempts counts the attempts the [Retry] decorator made, with
	// gen_ai.request.model, and error.type and llmerr.class on a failed
	// attempt. Attempts above the count of MetricDuration are retries.
	MetricAttempts = "llmerr.client.attempts"
)

// MeterName is the instrumentation scope of llmerr's instruments.
const MeterName = "github.com/llmerrlint/llmerrlint/llmerr"

// Attribute keys. The gen_ai.* and error.type keys are the semantic
// conventions'; the llmerr.* keys carry the rule table, so that alerts and
// dashboards need no copy of it.
const (
	AttrOperation     = "gen_ai.operation.name"
	AttrProvider      = "gen_ai.provider.name"
	AttrRequestModel  = "gen_ai.request.model"
	AttrResponseModel = "gen_ai.response.model"
	AttrTokenType     = "gen_ai.token.type"
	// AttrErrorType is the class name (ErrorClass.String) on a failure,
	// absent on success, as the conventions ask.
	AttrErrorType = "error.type"
	// AttrClass repeats the class name: error.type is shared with other
	// instrumentations, llmerr.class is only ever one of the thirteen.
	AttrClass = "llmerr.class"
	// AttrChannel is "thrown" or "in_band".
	AttrChannel = "llmerr.channel"
	// AttrView is "reliability", "correctness" or "policy".
	AttrView = "llmerr.view"
	// AttrPages is true when the class's rule pages.
	AttrPages = "llmerr.pages"
)

// OperationGenerateContent is the gen_ai.operation.name of a model call,
// the value ADK gives its generate_content span.
const OperationGenerateContent = "generate_content"

// ProviderOther is the gen_ai.provider.name when the configuration names
// none: the conventions' value for a provider they cannot tell.
const ProviderOther = "_OTHER"

// unknownModel is the request model when nobody could tell it.
const unknownModel = "unknown"

// Bucket boundaries the GenAI conventions advise.
var (
	durationBuckets = []float64{0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92}
	tokenBuckets    = []float64{1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304, 16777216, 67108864}
)

// Metrics holds llmerr's instruments. Create it with [NewMetrics]; the
// zero value and a nil *Metrics record nothing, so a caller that has no
// metrics can pass nil.
type Metrics struct {
	duration metric.Float64Histogram
	tokens   metric.Int64Histogram
	attempts metric.Int64Counter
}

// Call is one finished model call, as [Metrics.Record] counts it.
type Call struct {
	// Provider is gen_ai.provider.name; empty means ProviderOther.
	Provider string
	// RequestModel is gen_ai.request.model: the request's model, else the
	// model's Name(). Empty means "unknown".
	RequestModel string
	// ResponseModel is gen_ai.response.model, recorded only when set: the
	// model version the response named.
	ResponseModel string
	// Duration is the time from the request to the final response or
	// error; zero when nobody measured it.
	Duration time.Duration
	// Failure is the call's classified failure; its zero value is success.
	Failure Failure
	// Tokens is the usage the response reported; nil when it reported
	// none, and then no token usage is recorded.
	Tokens *TokenUsage
}

// TokenUsage is the token count of one call.
type TokenUsage struct {
	// Input is the prompt's tokens.
	Input int64
	// Output is the generated tokens, thinking included, as the GenAI
	// conventions count them.
	Output int64
}

// NewMetrics creates the instruments on mp's meter. A nil mp means the
// global provider, otel.GetMeterProvider(), so metrics follow whatever the
// process installs with otel.SetMeterProvider.
func NewMetrics(mp metric.MeterProvider) (*Metrics, error) {
	if mp == nil {
		mp = otel.GetMeterProvider()
	}
	meter := mp.Meter(MeterName)
	duration, err1 := meter.Float64Histogram(MetricDuration,
		metric.WithDescription("GenAI operation duration."), metric.WithUnit("s"),
		metric.WithExplicitBucketBoundaries(durationBuckets...))
	tokens, err2 := meter.Int64Histogram(MetricTokens,
		metric.WithDescription("Number of input and output tokens used."), metric.WithUnit("{token}"),
		metric.WithExplicitBucketBoundaries(tokenBuckets...))
	attempts, err3 := meter.Int64Counter(MetricAttempts,
		metric.WithDescription("Attempts made by the llmerr retry decorator, by outcome class."),
		metric.WithUnit("{attempt}"))
	m := &Metrics{duration: duration, tokens: tokens, attempts: attempts}
	return m, errors.Join(err1, err2, err3)
}

// metricsOrNoop never fails: a meter that rejects an instrument must not
// stop model calls, so its error is logged and a no-op stands in.
func metricsOrNoop(mp metric.MeterProvider, log logger) *Metrics {
	m, err := NewMetrics(mp)
	if err != nil {
		log.warn(context.Background(), "llmerr: metrics disabled", "error", err)
	}
	if m.duration == nil {
		m.duration = noop.Float64Histogram{}
	}
	if m.tokens == nil {
		m.tokens = noop.Int64Histogram{}
	}
	if m.attempts == nil {
		m.attempts = noop.Int64Counter{}
	}
	return m
}

// Record records one finished model call: its duration, with error.type
// and the llmerr attributes if it failed, and its token usage.
func (m *Metrics) Record(ctx context.Context, c Call) {
	if m == nil {
		return
	}
	ctx = ctxOrBackground(ctx)
	base := [4]attribute.KeyValue{
		attribute.String(AttrOperation, OperationGenerateContent),
		attribute.String(AttrProvider, orDefault(c.Provider, ProviderOther)),
		attribute.String(AttrRequestModel, orDefault(c.RequestModel, unknownModel)),
	}
	attrs := base[:3]
	if c.ResponseModel != "" {
		attrs = append(attrs, attribute.String(AttrResponseModel, c.ResponseModel))
	}
	if m.duration != nil {
		all := attrs
		if f := c.Failure; f.Class.IsFailure() {
			rule := f.Rule()
			all = append(all[:len(all):len(all)],
				attribute.String(AttrErrorType, f.Class.String()),
				attribute.String(AttrClass, f.Class.String()),
				attribute.String(AttrChannel, f.Channel.String()),
				attribute.String(AttrView, rule.View.String()),
				attribute.Bool(AttrPages, rule.Pages))
		}
		m.duration.Record(ctx, c.Duration.Seconds(), metric.WithAttributes(all...))
	}
	if m.tokens == nil || c.Tokens == nil {
		return
	}
	for _, t := range [...]struct {
		kind string
		n    int64
	}{{"input", c.Tokens.Input}, {"output", c.Tokens.Output}} {
		kv := append(attrs[:len(attrs):len(attrs)], attribute.String(AttrTokenType, t.kind))
		m.tokens.Record(ctx, t.n, metric.WithAttributes(kv...))
	}
}

// Attempt counts one attempt of a retried call; class is its outcome, the
// zero class for a success.
func (m *Metrics) Attempt(ctx context.Context, model string, class ErrorClass) {
	if m == nil || m.attempts == nil {
		return
	}
	attrs := []attribute.KeyValue{
		attribute.String(AttrOperation, OperationGenerateContent),
		attribute.String(AttrRequestModel, orDefault(model, unknownModel)),
	}
	if class.IsFailure() {
		attrs = append(attrs, attribute.String(AttrErrorType, class.String()),
			attribute.String(AttrClass, class.String()))
	}
	m.attempts.Add(ctxOrBackground(ctx), 1, metric.WithAttributes(attrs...))
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// ctxOrBackground protects the OTel SDK, which reads values from the
// context, from a nil one.
func ctxOrBackground(ctx context.Context) context.Context {
	if ctx == nil {
		return context.Background()
	}
	return ctx
}
