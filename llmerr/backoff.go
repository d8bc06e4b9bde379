package llmerr

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"google.golang.org/genai"
)

// retryInfoType is the @type of google.rpc.RetryInfo in an API error's
// details, the server's own statement of how long to wait.
const retryInfoType = "type.googleapis.com/google.rpc.RetryInfo"

// fullJitter returns the delay before retry n (n = 1 for the first retry):
// uniform in [0, min(max, base·2^(n-1))), as in "Exponential Backoff And
// Jitter" (AWS Architecture Blog). Full jitter spreads clients that failed
// together, which is what a quota spike needs. r is in [0, 1).
func fullJitter(base, max time.Duration, n int, r float64) time.Duration {
	if base <= 0 || n < 1 {
		return 0
	}
	ceiling := base
	for i := 1; i < n && ceiling < max; i++ {
		ceiling *= 2
	}
	if ceiling > max {
		ceiling = max
	}
	if r < 0 || r >= 1 {
		r = 0
	}
	return time.Duration(r * float64(ceiling))
}

// RetryDelay returns the delay the server asked for: the retryDelay of a
// google.rpc.RetryInfo in the Details of a [genai.APIError] anywhere in
// err's chain. It reads structured fields only, never message text. ok is
// false when no valid, non-negative delay is present.
func RetryDelay(err error) (d time.Duration, ok bool) {
	var api genai.APIError
	if errors.As(err, &api) {
		return retryInfoDelay(api.Details)
	}
	var p *genai.APIError
	if errors.As(err, &p) && p != nil {
		return retryInfoDelay(p.Details)
	}
	return 0, false
}

func retryInfoDelay(details []map[string]any) (time.Duration, bool) {
	for _, d := range details {
		if t, _ := d["@type"].(string); t != retryInfoType {
			continue
		}
		return protoDuration(d["retryDelay"])
	}
	return 0, false
}

// protoDuration reads a google.protobuf.Duration as JSON encodes it: a
// string of decimal seconds with an "s" suffix ("2s", "0.5s"), or, from
// encoders that do not use the canonical form, {"seconds":..,"nanos":..}.
func protoDuration(v any) (time.Duration, bool) {
	switch x := v.(type) {
	case string:
		num, found := strings.CutSuffix(x, "s")
		if !found {
			return 0, false
		}
		secs, err := strconv.ParseFloat(num, 64)
		if err != nil || !(secs >= 0 && secs <= maxServerSeconds) {
			return 0, false
		}
		return time.Duration(secs * float64(time.Second)), true
	case map[string]any:
		secs, _ := number(x["seconds"])
		nanos, _ := number(x["nanos"])
		if !(secs >= 0 && secs <= maxServerSeconds) || !(nanos >= 0 && nanos < 1e9) {
			return 0, false
		}
		return time.Duration(secs*float64(time.Second) + nanos), true
	}
	return 0, false
}

// maxServerSeconds keeps a hostile or broken delay from overflowing
// time.Duration; anything this long is refused by MaxServerDelay anyway.
const maxServerSeconds = 1 << 30

// number reads a JSON number, which encoding/json decodes as float64, or
// a string holding one (int64 fields are strings in proto3 JSON).
func number(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case string:
		f, err := strconv.ParseFloat(x, 64)
		return f, err == nil
	}
	return 0, false
}
