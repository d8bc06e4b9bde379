package llmerr_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

func retryInfo(delay any) []map[string]any {
	return []map[string]any{{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": delay}}
}

func TestRetryDelay(t *testing.T) {
	cases := []struct {
		name string
		err  error
		want time.Duration
		ok   bool
	}{
		{"value", genai.APIError{Code: 429, Details: retryInfo("2s")}, 2 * time.Second, true},
		{"pointer", &genai.APIError{Code: 429, Details: retryInfo("0.5s")}, 500 * time.Millisecond, true},
		{"wrapped like ADK's non-streaming Gemini", fmt.Errorf("failed to call model: %w",
			genai.APIError{Code: 429, Details: retryInfo("1.25s")}), 1250 * time.Millisecond, true},
		{"object form", genai.APIError{Details: retryInfo(map[string]any{"seconds": "3", "nanos": 5e8})}, 3500 * time.Millisecond, true},
		{"zero", genai.APIError{Details: retryInfo("0s")}, 0, true},
		{"other detail types only", genai.APIError{Details: []map[string]any{{"@type": "type.googleapis.com/google.rpc.ErrorInfo"}}}, 0, false},
		{"no suffix", genai.APIError{Details: retryInfo("2")}, 0, false},
		{"negative", genai.APIError{Details: retryInfo("-2s")}, 0, false},
		{"NaN", genai.APIError{Details: retryInfo("NaNs")}, 0, false},
		{"Inf", genai.APIError{Details: retryInfo("Infs")}, 0, false},
		{"huge", genai.APIError{Details: retryInfo("1e300s")}, 0, false},
		{"not a string", genai.APIError{Details: retryInfo(2)}, 0, false},
		{"bad nanos", genai.APIError{Details: retryInfo(map[string]any{"seconds": 1.0, "nanos": 2e9})}, 0, false},
		{"nil details", genai.APIError{Code: 429}, 0, false},
		{"nil map in details", genai.APIError{Details: []map[string]any{nil}}, 0, false},
		{"nil pointer", (*genai.APIError)(nil), 0, false},
		{"not an API error", errors.New(`retryDelay "2s"`), 0, false},
		{"nil", nil, 0, false},
	}
	for _, c := range cases {
		got, ok := llmerr.RetryDelay(c.err)
		if got != c.want || ok != c.ok {
			t.Errorf("%s: RetryDelay = %v, %v; want %v, %v", c.name, got, ok, c.want, c.ok)
		}
	}
}

func FuzzRetryDelay(f *testing.F) {
	for _, s := range []string{"2s", "0.5s", "", "s", "-1s", "NaNs", "1e400s", "9223372036s"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, ok := llmerr.RetryDelay(genai.APIError{Details: retryInfo(s)})
		if ok && d < 0 {
			t.Errorf("RetryDelay(%q) = %v, a negative wait", s, d)
		}
	})
}
