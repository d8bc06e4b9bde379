// Package trace is a stub of go.opentelemetry.io/otel/trace for the
// fixtures: only the declarations they use, with the real shapes.
package trace

import "go.opentelemetry.io/otel/attribute"

type EventConfig struct{}

type EventOption interface {
	applyEvent(EventConfig) EventConfig
}

type SpanConfig struct{}

type SpanStartOption interface {
	applySpanStart(SpanConfig) SpanConfig
}

type SpanStartEventOption interface {
	SpanStartOption
	EventOption
}

func WithAttributes(attributes ...attribute.KeyValue) SpanStartEventOption { return nil }

type Span interface {
	AddEvent(name string, options ...EventOption)
	SetAttributes(kv ...attribute.KeyValue)
}
