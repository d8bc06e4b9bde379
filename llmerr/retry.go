package llmerr

import (
	"context"
	"errors"
	"iter"
	"log/slog"
	"math/rand/v2"
	"time"

	"go.opentelemetry.io/otel/metric"
	"google.golang.org/adk/v2/model"
)

// RetryConfig configures [Retry]. The zero value is usable: three attempts,
// full-jitter backoff from 1s up to 30s, server delays up to a minute.
type RetryConfig struct {
	// MaxAttempts is the number of attempts, the first included. Zero
	// means 3; 1 disables retries (attempts are still counted).
	MaxAttempts int
	// BaseDelay is the backoff ceiling of the first retry; it doubles per
	// retry up to MaxDelay. Zero means 1s, negative means no wait.
	BaseDelay time.Duration
	// MaxDelay caps the backoff ceiling. Zero means 30s.
	MaxDelay time.Duration
	// MaxServerDelay is the longest server-given delay (RetryInfo) the
	// decorator waits for. A longer one ends the retries: the caller gets
	// the error at once instead of a request that hangs. Zero means 60s.
	MaxServerDelay time.Duration
	// Sleep waits for d or until ctx is done, returning ctx.Err() then.
	// Nil means a timer. Tests inject a fake clock here.
	Sleep func(ctx context.Context, d time.Duration) error
	// Now tells the time, to skip a wait that would outlast ctx's
	// deadline. Nil means time.Now.
	Now func() time.Time
	// Rand returns a number in [0, 1) for the jitter. Nil means
	// math/rand/v2.Float64.
	Rand func() float64
	// MeterProvider receives [MetricAttempts]. Nil means
	// otel.GetMeterProvider().
	MeterProvider metric.MeterProvider
	// Logger receives one Info record per retry. Nil means slog.Default().
	Logger *slog.Logger
}

// Retry wraps m so that failed calls are retried, in one layer, before any
// callback sees them:
//
//   - only thrown failures whose class's rule is Retryable (TRANSPORT,
//     TIMEOUT, RATE_LIMITED, SERVER); never UNKNOWN, never an in-band
//     failure, even one a model yields as an error ([ErrInBand], the
//     error of a Check function: the model answered, and asking again
//     would bill a second answer and hide the first), never the caller's
//     cancellation;
//   - at most MaxAttempts attempts, waiting with exponential backoff and
//     full jitter, or exactly the delay the server gave in a
//     google.rpc.RetryInfo ([RetryDelay]);
//   - never after a response has been yielded: once the caller has seen a
//     streamed chunk, a later failure is final, so the user never sees the
//     first half twice and a tool call never runs twice;
//   - never past ctx: a wait that would outlast ctx's deadline is not
//     started, and a cancelled wait ends the retries.
//
// When retries end, the last error is yielded unchanged, so [Classify] and
// the callbacks see the real class. Every attempt is counted in
// [MetricAttempts], with the request's model and, for a failed attempt,
// its class. The wrapped model keeps its Name.
func Retry(m model.LLM, cfg RetryConfig) model.LLM {
	if cfg.MaxAttempts <= 0 {
		cfg.MaxAttempts = 3
	}
	if cfg.BaseDelay == 0 {
		cfg.BaseDelay = time.Second
	}
	if cfg.MaxDelay <= 0 {
		cfg.MaxDelay = 30 * time.Second
	}
	if cfg.MaxServerDelay <= 0 {
		cfg.MaxServerDelay = time.Minute
	}
	if cfg.Sleep == nil {
		cfg.Sleep = sleep
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Rand == nil {
		cfg.Rand = rand.Float64
	}
	log := logger{cfg.Logger}
	return &retryLLM{inner: inner{m}, cfg: cfg, metrics: metricsOrNoop(cfg.MeterProvider, log), log: log}
}

type retryLLM struct {
	inner
	cfg     RetryConfig
	metrics *Metrics
	log     logger
}

// GenerateContent implements model.LLM.
func (r *retryLLM) GenerateContent(ctx context.Context, req *model.LLMRequest, stream bool) iter.Seq2[*model.LLMResponse, error] {
	return func(yield func(*model.LLMResponse, error) bool) {
		ctx := ctxOrBackground(ctx)
		name := r.Name()
		if req != nil && req.Model != "" {
			name = req.Model
		}
		for attempt := 1; ; attempt++ {
			yielded, stopped, err := r.attempt(ctx, req, stream, yield)
			class := Classify(err)
			r.metrics.Attempt(ctx, name, class)
			if stopped || err == nil {
				return
			}
			if yielded || !retryable(class, err) || attempt >= r.cfg.MaxAttempts {
				yield(nil, err)
				return
			}
			wait, ok := r.wait(ctx, attempt, err)
			if !ok {
				yield(nil, err)
				return
			}
			r.log.log(ctx, slog.LevelInfo, "llm call retried", "class", class.String(),
				"model", orDefault(name, unknownModel), "attempt", attempt, "wait", wait, "error", err)
			if r.cfg.Sleep(ctx, wait) != nil {
				yield(nil, err)
				return
			}
		}
	}
}

// retryable reports whether an error of class may be retried: a transient
// thrown class, never an in-band failure whatever its class (an OpenAI
// Responses server_error is SERVER in band).
func retryable(class ErrorClass, err error) bool {
	return RuleFor(class).Retryable && !errors.Is(err, ErrInBand)
}

// attempt runs one call, forwarding its responses. It stops at the first
// error, which it returns instead of forwarding. stopped reports that the
// caller stopped iterating.
func (r *retryLLM) attempt(ctx context.Context, req *model.LLMRequest, stream bool,
	yield func(*model.LLMResponse, error) bool) (yielded, stopped bool, err error) {
	for resp, err := range r.generate(ctx, req, stream) {
		if err != nil {
			return yielded, false, err
		}
		yielded = true
		if !yield(resp, nil) {
			return true, true, nil
		}
	}
	return yielded, false, nil
}

// wait returns the delay before retry n, and false when the retry must not
// happen: the server asked for longer than MaxServerDelay, or the wait
// would outlast ctx.
func (r *retryLLM) wait(ctx context.Context, n int, err error) (time.Duration, bool) {
	d, fromServer := RetryDelay(err)
	if fromServer && d > r.cfg.MaxServerDelay {
		return 0, false
	}
	if !fromServer {
		d = fullJitter(r.cfg.BaseDelay, r.cfg.MaxDelay, n, r.cfg.Rand())
	}
	if deadline, ok := ctx.Deadline(); ok && r.cfg.Now().Add(d).After(deadline) {
		return 0, false
	}
	return d, ctx.Err() == nil
}

func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
