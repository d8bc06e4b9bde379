// Package metric is a stub of go.opentelemetry.io/otel/metric for the
// fixtures: only the declarations they use, with the real shapes.
package metric

import (
	"context"

	"go.opentelemetry.io/otel/attribute"
)

type AddConfig struct{}

type AddOption interface {
	applyAdd(AddConfig) AddConfig
}

type MeasurementOption interface {
	AddOption
}

func WithAttributes(attributes ...attribute.KeyValue) MeasurementOption { return nil }

type Int64Counter interface {
	Add(ctx context.Context, incr int64, options ...AddOption)
}
