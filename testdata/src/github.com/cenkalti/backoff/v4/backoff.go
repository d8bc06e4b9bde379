// Package backoff is a stub of github.com/cenkalti/backoff/v4 for the
// callbackretry fixtures: only the declarations they use.
package backoff

import "time"

type Operation func() error

type BackOff interface {
	NextBackOff() time.Duration
	Reset()
}

type ExponentialBackOff struct {
	InitialInterval time.Duration
	MaxElapsedTime  time.Duration
}

type ExponentialBackOffOpts func(*ExponentialBackOff)

func NewExponentialBackOff(opts ...ExponentialBackOffOpts) *ExponentialBackOff {
	return &ExponentialBackOff{}
}

func (b *ExponentialBackOff) Reset() {}

func (b *ExponentialBackOff) NextBackOff() time.Duration { return 0 }

func Retry(o Operation, b BackOff) error { return o() }

type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return e.Err.Error() }

func Permanent(err error) error { return &PermanentError{Err: err} }
