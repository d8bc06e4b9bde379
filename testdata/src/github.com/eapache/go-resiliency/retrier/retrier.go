// Package retrier is a stub of github.com/eapache/go-resiliency/retrier
// for the callbackretry fixtures: only the declarations they use.
package retrier

import (
	"context"
	"time"
)

type Action int

type Classifier interface {
	Classify(error) Action
}

type DefaultClassifier struct{}

func (c DefaultClassifier) Classify(err error) Action { return 0 }

func ExponentialBackoff(n int, initialAmount time.Duration) []time.Duration { return nil }

type Retrier struct{}

func New(backoff []time.Duration, class Classifier) *Retrier { return &Retrier{} }

func (r *Retrier) Run(work func() error) error { return work() }

func (r *Retrier) RunCtx(ctx context.Context, work func(ctx context.Context) error) error {
	return work(ctx)
}
