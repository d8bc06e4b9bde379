// Package wait is a stub of k8s.io/apimachinery/pkg/util/wait for the
// callbackretry fixtures: only the declarations they use.
package wait

import (
	"context"
	"time"
)

type Backoff struct {
	Duration time.Duration
	Factor   float64
	Jitter   float64
	Steps    int
	Cap      time.Duration
}

type ConditionFunc func() (done bool, err error)

type ConditionWithContextFunc func(context.Context) (done bool, err error)

func ExponentialBackoff(backoff Backoff, condition ConditionFunc) error { return nil }

func PollUntilContextTimeout(ctx context.Context, interval, timeout time.Duration, immediate bool, condition ConditionWithContextFunc) error {
	return nil
}
