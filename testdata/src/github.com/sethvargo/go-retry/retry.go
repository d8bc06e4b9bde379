// Package retry is a stub of github.com/sethvargo/go-retry for the
// callbackretry fixtures: only the declarations they use.
package retry

import (
	"context"
	"time"
)

type Backoff interface {
	Next() (next time.Duration, stop bool)
}

func NewExponential(base time.Duration) Backoff { return nil }

func WithMaxRetries(max uint64, next Backoff) Backoff { return next }

type RetryFunc func(ctx context.Context) error

func RetryableError(err error) error { return err }

func Do(ctx context.Context, b Backoff, f RetryFunc) error { return f(ctx) }
