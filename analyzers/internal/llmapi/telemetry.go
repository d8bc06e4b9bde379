package llmapi

import (
	"go/types"
	"strings"
)

// Telemetry libraries record what they are given and hand nothing back
// that code could act on: a structured logger and its fields, and
// OpenTelemetry's attributes, spans and instruments. For -strict, a
// finish reason that only reaches them is logged, not handled, as with
// package log.
//
// They are matched by package, not by a list of names: every function and
// method of these packages either builds a field or an attribute (whose
// value the caller then passes on) or records one.
var telemetryModules = []string{
	"go.opentelemetry.io/otel",   // attribute, trace, metric, semconv/..., log
	"go.uber.org/zap",            // zap, zapcore
	"github.com/rs/zerolog",      // zerolog, zerolog/log
	"github.com/sirupsen/logrus", // logrus
	"github.com/go-logr/logr",    // logr, and Kubernetes' contextual logging
	"k8s.io/klog",                // klog/v2 (its Logger is logr's)
}

// IsTelemetry reports whether fn is a function or method of a telemetry
// library: a structured logger (zap, zerolog, logrus, logr, klog) or
// OpenTelemetry.
func IsTelemetry(fn *types.Func) bool {
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	return IsTelemetryPackage(fn.Pkg().Path())
}

// IsTelemetryPackage reports whether path is a package of a telemetry
// library.
func IsTelemetryPackage(path string) bool {
	for _, m := range telemetryModules {
		if path == m || strings.HasPrefix(path, m+"/") {
			return true
		}
	}
	return false
}
