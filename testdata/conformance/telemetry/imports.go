// Package telemetry imports the real telemetry packages the stubs copy,
// so that go mod tidy keeps them.
package telemetry

import (
	_ "go.opentelemetry.io/otel/attribute"
	_ "go.opentelemetry.io/otel/metric"
	_ "go.opentelemetry.io/otel/trace"
	_ "go.uber.org/zap"
	_ "go.uber.org/zap/zapcore"
)
