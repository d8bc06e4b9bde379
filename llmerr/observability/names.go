package observability

import (
	"strings"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// Prometheus names of llmerr's instruments and attributes, as the
// OpenTelemetry Prometheus exporter writes them by default.
var (
	// Calls is the series family of llmerr.MetricDuration; its _count
	// counts calls.
	Calls = promName(llmerr.MetricDuration) + "_seconds"
	// Tokens is the series family of llmerr.MetricTokens.
	Tokens = promName(llmerr.MetricTokens)
	// Attempts is the counter of llmerr.MetricAttempts.
	Attempts = promName(llmerr.MetricAttempts) + "_total"
)

// Label names of the attributes the queries use.
var (
	LabelRequestModel = promName(llmerr.AttrRequestModel)
	LabelClass        = promName(llmerr.AttrClass)
	LabelView         = promName(llmerr.AttrView)
	LabelChannel      = promName(llmerr.AttrChannel)
	LabelPages        = promName(llmerr.AttrPages)
	LabelErrorType    = promName(llmerr.AttrErrorType)
	LabelTokenType    = promName(llmerr.AttrTokenType)
)

// PrometheusNames returns every series name llmerr's instruments produce:
// the bucket, count and sum of the two histograms and the attempts
// counter.
func PrometheusNames() []string {
	var out []string
	for _, h := range []string{Calls, Tokens} {
		out = append(out, h+"_bucket", h+"_count", h+"_sum")
	}
	return append(out, Attempts)
}

// promName is what the exporter makes of an OpenTelemetry name.
func promName(s string) string { return strings.ReplaceAll(s, ".", "_") }
