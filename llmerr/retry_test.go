package llmerr_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	sdkmetric "go.opentelemetry.io/otel/sdk/metric"
	"google.golang.org/adk/v2/model"
	"google.golang.org/genai"

	"github.com/llmerrlint/llmerrlint/llmerr"
)

// fakeClock records the waits of a Retry decorator instead of sleeping.
type fakeClock struct {
	now   time.Time
	waits []time.Duration
	err   error // returned by Sleep, e.g. to simulate cancellation
}

func (c *fakeClock) Sleep(_ context.Context, d time.Duration) error {
	c.waits = append(c.waits, d)
	c.now = c.now.Add(d)
	return c.err
}

func (c *fakeClock) Now() time.Time { return c.now }

// retryHarness wraps a scripted model with Retry on a fake clock, a fixed
// jitter and a ManualReader.
func retryHarness(m model.LLM, cfg llmerr.RetryConfig, jitter float64) (model.LLM, *fakeClock, *sdkmetric.ManualReader) {
	clock := &fakeClock{now: time.Unix(1_800_000_000, 0)}
	reader := sdkmetric.NewManualReader()
	cfg.Sleep, cfg.Now = clock.Sleep, clock.Now
	cfg.Rand = func() float64 { return jitter }
	cfg.MeterProvider = sdkmetric.NewMeterProvider(sdkmetric.WithReader(reader))
	cfg.Logger = slog.New(slog.DiscardHandler)
	return llmerr.Retry(m, cfg), clock, reader
}

// classes returns the in-band class of each response (zero for a healthy
// one), so tests assert on what a caller would act on, not only on counts.
func classes(resps []*model.LLMResponse) []llmerr.ErrorClass {
	out := make([]llmerr.ErrorClass, len(resps))
	for i, r := range resps {
		out[i], _ = llmerr.ClassifyResponse(r)
	}
	return out
}

// drain calls m once and returns what the caller got.
func drain(ctx context.Context, m model.LLM, stream bool) (resps []*model.LLMResponse, errs []error) {
	for r, err := range m.GenerateContent(ctx, &model.LLMRequest{}, stream) {
		if err != nil {
			errs = append(errs, err)
			continue
		}
		resps = append(resps, r)
	}
	return resps, errs
}

var (
	err429 = genai.APIError{Code: 429, Status: "RESOURCE_EXHAUSTED"}
	err503 = genai.APIError{Code: 503, Status: "UNAVAILABLE"}
)

func TestRetryRetriesTransientThenSucceeds(t *testing.T) {
	inner := script(err503, &genai.APIError{Code: 500}, scriptText("ok"))
	m, clock, reader := retryHarness(inner, llmerr.RetryConfig{MaxAttempts: 5}, 0.5)
	resps, errs := drain(t.Context(), m, false)
	if got := classes(resps); len(errs) != 0 || len(got) != 1 || got[0] != 0 {
		t.Fatalf("got classes %v, errors %v; want one healthy response", got, errs)
	}
	if inner.callCount() != 3 || len(clock.waits) != 2 {
		t.Errorf("%d calls, waits %v; want 3 calls, 2 waits", inner.callCount(), clock.waits)
	}
	if n := metricCount(t, reader, llmerr.MetricAttempts, "gen_ai.request.model", "scripted-model"); n != 3 {
		t.Errorf("llm_attempts_total = %d, want 3", n)
	}
	if n := metricCount(t, reader, llmerr.MetricAttempts, "llmerr.class", "SERVER"); n != 2 {
		t.Errorf("llm_attempts_total{class=SERVER} = %d, want 2", n)
	}
	if n := metricCount(t, reader, llmerr.MetricAttempts, "llmerr.class", ""); n != 1 {
		t.Errorf("llm_attempts_total{class=NONE} = %d, want 1", n)
	}
	if m.Name() != "scripted-model" {
		t.Errorf("Name() = %q, want the wrapped model's", m.Name())
	}
}

func TestRetryGivesUpAfterMaxAttempts(t *testing.T) {
	inner := script(err429, err429, err429, err429)
	m, clock, _ := retryHarness(inner, llmerr.RetryConfig{MaxAttempts: 3}, 0)
	_, errs := drain(t.Context(), m, false)
	if len(errs) != 1 || llmerr.Classify(errs[0]) != llmerr.RateLimited {
		t.Fatalf("errors %v, want the last 429 unchanged", errs)
	}
	if inner.callCount() != 3 || len(clock.waits) != 2 {
		t.Errorf("%d calls, %d waits; want 3 and 2", inner.callCount(), len(clock.waits))
	}
}

func TestRetryNeverRetriesNonRetryable(t *testing.T) {
	for _, err := range []error{
		errors.New("no rule knows this"), // UNKNOWN
		genai.APIError{Code: 400}, genai.APIError{Code: 401}, genai.APIError{Code: 404},
		llmerr.ErrCallBudget,
		context.Canceled,
	} {
		inner := script(err, scriptText("second"))
		m, clock, _ := retryHarness(inner, llmerr.RetryConfig{}, 0)
		_, errs := drain(t.Context(), m, false)
		if inner.callCount() != 1 || len(clock.waits) != 0 || len(errs) != 1 || llmerr.Classify(errs[0]) != llmerr.Classify(err) {
			t.Errorf("%v: %d calls, waits %v, errors %v; want one call, the error unchanged", err, inner.callCount(), clock.waits, errs)
		}
	}
}

// In-band failures are responses, not errors: the decorator passes them.
func TestRetryPassesInBandFailures(t *testing.T) {
	inner := script(&model.LLMResponse{FinishReason: genai.FinishReasonSafety, ErrorCode: "SAFETY"})
	m, _, _ := retryHarness(inner, llmerr.RetryConfig{}, 0)
	resps, errs := drain(t.Context(), m, false)
	if got := classes(resps); inner.callCount() != 1 || len(got) != 1 || got[0] != llmerr.OutputBlocked || len(errs) != 0 {
		t.Errorf("%d calls, classes %v, %v; want the SAFETY response once", inner.callCount(), got, errs)
	}
}

// Once a chunk has been yielded, a failure is final: the user would see
// the first half twice, and a tool call could run twice.
func TestRetryNeverAfterAChunk(t *testing.T) {
	inner := &scriptedModel{name: "m", steps: []func(func(*model.LLMResponse, error) bool){
		func(y func(*model.LLMResponse, error) bool) {
			if y(&model.LLMResponse{Content: genai.NewContentFromText("Your refund ", genai.RoleModel), Partial: true}, nil) {
				y(nil, err503)
			}
		},
	}}
	m, clock, reader := retryHarness(inner, llmerr.RetryConfig{MaxAttempts: 5}, 0)
	resps, errs := drain(t.Context(), m, true)
	if got := classes(resps); len(got) != 1 || got[0] != 0 || len(errs) != 1 || llmerr.Classify(errs[0]) != llmerr.Server {
		t.Fatalf("got chunks %v, errors %v; want the chunk, then the 503", got, errs)
	}
	if inner.callCount() != 1 || len(clock.waits) != 0 {
		t.Errorf("%d calls, waits %v; want no retry", inner.callCount(), clock.waits)
	}
	if n := metricCount(t, reader, llmerr.MetricAttempts); n != 1 {
		t.Errorf("llm_attempts_total = %d, want 1", n)
	}
}

// Backoff bounds with a fake clock: retry n waits in [0, min(max,
// base·2^(n-1))). Jitter just below 1 puts each wait just under its
// ceiling; jitter 0 gives no wait at all.
func TestRetryBackoffBounds(t *testing.T) {
	const base, max = 100 * time.Millisecond, 500 * time.Millisecond
	ceilings := []time.Duration{100, 200, 400, 500, 500}
	for _, jitter := range []float64{0, 0.5, 0.999999} {
		inner := script(err503, err503, err503, err503, err503, err503)
		m, clock, _ := retryHarness(inner, llmerr.RetryConfig{MaxAttempts: 6, BaseDelay: base, MaxDelay: max}, jitter)
		drain(t.Context(), m, false)
		if len(clock.waits) != len(ceilings) {
			t.Fatalf("jitter %v: waits %v", jitter, clock.waits)
		}
		for i, w := range clock.waits {
			ceiling := ceilings[i] * time.Millisecond
			if w < 0 || w >= ceiling {
				t.Errorf("jitter %v: retry %d waited %v, want [0, %v)", jitter, i+1, w, ceiling)
			}
			if want := time.Duration(jitter * float64(ceiling)); w != want {
				t.Errorf("jitter %v: retry %d waited %v, want %v", jitter, i+1, w, want)
			}
		}
	}
}

func TestRetryHonoursServerDelay(t *testing.T) {
	withInfo := genai.APIError{Code: 429, Details: []map[string]any{
		{"@type": "type.googleapis.com/google.rpc.QuotaFailure"},
		{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "7s"},
	}}
	inner := script(withInfo, scriptText("ok"))
	m, clock, _ := retryHarness(inner, llmerr.RetryConfig{MaxDelay: time.Second}, 0.3)
	drain(t.Context(), m, false)
	if len(clock.waits) != 1 || clock.waits[0] != 7*time.Second {
		t.Errorf("waits %v, want exactly the server's 7s", clock.waits)
	}

	// A server delay above MaxServerDelay ends the retries at once.
	inner = script(withInfo, scriptText("ok"))
	m, clock, _ = retryHarness(inner, llmerr.RetryConfig{MaxServerDelay: 5 * time.Second}, 0)
	_, errs := drain(t.Context(), m, false)
	if inner.callCount() != 1 || len(clock.waits) != 0 || len(errs) != 1 {
		t.Errorf("%d calls, waits %v, errors %v; want the 429 at once", inner.callCount(), clock.waits, errs)
	}
}

func TestRetryRespectsContext(t *testing.T) {
	// A wait that would outlast the deadline is not started.
	clockStart := time.Unix(1_800_000_000, 0)
	ctx, cancel := context.WithDeadline(t.Context(), clockStart.Add(time.Second))
	defer cancel()
	inner := script(genai.APIError{Code: 429, Details: []map[string]any{
		{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "2s"}}}, scriptText("ok"))
	m, clock, _ := retryHarness(inner, llmerr.RetryConfig{}, 0)
	_, errs := drain(ctx, m, false)
	if inner.callCount() != 1 || len(clock.waits) != 0 || len(errs) != 1 {
		t.Errorf("deadline: %d calls, waits %v, errors %v", inner.callCount(), clock.waits, errs)
	}

	// A cancelled wait ends the retries with the model's error, which
	// still classifies.
	inner = script(err503, scriptText("ok"))
	m, clock, _ = retryHarness(inner, llmerr.RetryConfig{}, 0.5)
	clock.err = context.Canceled
	_, errs = drain(t.Context(), m, false)
	if inner.callCount() != 1 || len(errs) != 1 || llmerr.Classify(errs[0]) != llmerr.Server {
		t.Errorf("cancel: %d calls, errors %v", inner.callCount(), errs)
	}

	// An already cancelled context: no wait, no retry.
	cctx, ccancel := context.WithCancel(t.Context())
	ccancel()
	inner = script(err503, scriptText("ok"))
	m, clock, _ = retryHarness(inner, llmerr.RetryConfig{}, 0.5)
	drain(cctx, m, false)
	if inner.callCount() != 1 || len(clock.waits) != 0 {
		t.Errorf("cancelled: %d calls, waits %v", inner.callCount(), clock.waits)
	}
}

// The caller may stop iterating at any time; the decorator must stop too.
func TestRetryStopsWhenCallerStops(t *testing.T) {
	inner := script([]*model.LLMResponse{
		{Content: genai.NewContentFromText("a", genai.RoleModel), Partial: true},
		{Content: genai.NewContentFromText("b", genai.RoleModel), Partial: true},
	})
	m, _, _ := retryHarness(inner, llmerr.RetryConfig{}, 0)
	for range m.GenerateContent(t.Context(), &model.LLMRequest{}, true) {
		break
	}
	if inner.callCount() != 1 {
		t.Errorf("%d calls", inner.callCount())
	}
}

// The default sleep really waits on a timer and honours cancellation; a
// zero base delay keeps this test instant.
func TestRetryDefaultSleep(t *testing.T) {
	inner := script(io.ErrUnexpectedEOF, scriptText("ok"))
	m := llmerr.Retry(inner, llmerr.RetryConfig{BaseDelay: -1, Logger: slog.New(slog.DiscardHandler)})
	resps, errs := drain(t.Context(), m, false)
	if got := classes(resps); len(got) != 1 || got[0] != 0 || len(errs) != 0 || inner.callCount() != 2 {
		t.Errorf("classes %v, errors %v, %d calls", got, errs, inner.callCount())
	}
}
