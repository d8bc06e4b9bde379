// Package observability renders ready-made alerting rules and a dashboard
// for the metrics llmerr emits, from the rule table ([llmerr.RuleFor]).
//
// The rendered files sit next to this package and are regenerated with
//
//	go generate ./observability
//
// from the llmerr module; a test fails when they are stale:
//
//   - llmerr-alerts.yml: Prometheus alerting rules, one alert per class
//     whose rule pages. A reliability-view class alerts on its error rate
//     over all calls of a model; a correctness-view class alerts on any
//     error at all, because every one is a bug or an outage of your own.
//   - llmerr-dashboard.json: a Grafana dashboard with the three views
//     (reliability, correctness, policy) as queries over one instrument,
//     plus call rate, latency and token usage.
//
// Both assume the OpenTelemetry Prometheus exporter's default names
// (dots become underscores, seconds get a _seconds suffix, counters
// _total); [PrometheusNames] lists them, and a test in the rulecheck
// module checks them against the real exporter and parses every rule and
// query with Prometheus' own parser.
package observability

//go:generate go run ./internal/gen

// The names of the rendered files, in this package's directory.
const (
	AlertsFile    = "llmerr-alerts.yml"
	DashboardFile = "llmerr-dashboard.json"
)
