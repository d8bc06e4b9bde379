// Package telemetry imports the real telemetry packages the stubs copy,
// so that go mod tidy keeps them.
package telemetry

import (
	_ "github.com/go-logr/logr"
	_ "github.com/rs/zerolog"
	_ "github.com/rs/zerolog/log"
	_ "github.com/sirupsen/logrus"
	_ "go.opentelemetry.io/otel/attribute"
	_ "go.opentelemetry.io/otel/metric"
	_ "go.opentelemetry.io/otel/trace"
	_ "go.uber.org/zap"
	_ "go.uber.org/zap/zapcore"
	_ "k8s.io/klog/v2"
)
