// Package rulecheck holds only tests: they parse the generated alerting
// rules with Prometheus' own rule parser, and check every query of the
// rules and the dashboard against the series the OpenTelemetry Prometheus
// exporter writes for llmerr's instruments. It is a module of its own so
// that Prometheus never becomes a dependency of llmerr.
package rulecheck
