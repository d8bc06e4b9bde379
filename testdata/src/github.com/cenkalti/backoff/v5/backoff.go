// Package backoff is a stub of github.com/cenkalti/backoff/v5 for the
// callbackretry fixtures: only the declarations they use.
package backoff

import (
	"context"
	"time"
)

type Operation[T any] func() (T, error)

type BackOff interface {
	NextBackOff() time.Duration
	Reset()
}

type ExponentialBackOff struct {
	InitialInterval time.Duration
}

func NewExponentialBackOff() *ExponentialBackOff { return &ExponentialBackOff{} }

func (b *ExponentialBackOff) Reset() {}

func (b *ExponentialBackOff) NextBackOff() time.Duration { return 0 }

type retryOptions struct{}

type RetryOption func(*retryOptions)

func WithBackOff(b BackOff) RetryOption { return nil }

func Retry[T any](ctx context.Context, operation Operation[T], opts ...RetryOption) (T, error) {
	return operation()
}
