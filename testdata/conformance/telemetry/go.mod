// Helper module of the conformance test (analyzers/internal/conformance):
// it pins the real telemetry libraries (structured loggers and
// OpenTelemetry) whose shapes the stubs in testdata/src copy.
module github.com/llmerrlint/llmerrlint/testdata/conformance/telemetry

go 1.26.5

require (
	github.com/go-logr/logr v1.4.4
	github.com/rs/zerolog v1.35.1
	github.com/sirupsen/logrus v1.10.2
	go.opentelemetry.io/otel v1.47.0
	go.opentelemetry.io/otel/metric v1.47.0
	go.opentelemetry.io/otel/trace v1.47.0
	go.uber.org/zap v1.28.0
	k8s.io/klog/v2 v2.140.0
)

require (
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	go.uber.org/multierr v1.10.0 // indirect
	golang.org/x/sys v0.29.0 // indirect
)
