// Package waithelpers waits on behalf of callbacks in other packages; // want package:`retries\(Cooldown=waits\(calls time\.Sleep\) Ping=waits\(calls time\.Sleep\) Pong=waits\(calls time\.Sleep\) Settle=waits\(calls time\.Sleep\) WithBackoff=waits\(calls backoff\.Retry\)\)\}$`
// facts carry its waits to them.
package waithelpers

import (
	"context"
	"time"

	"github.com/cenkalti/backoff/v4"
)

// Cooldown sleeps off a quota error.
func Cooldown(d time.Duration) {
	time.Sleep(d)
}

// WithBackoff runs op under an exponential backoff.
func WithBackoff(op func() error) error {
	return backoff.Retry(op, backoff.NewExponentialBackOff())
}

// Settle reaches a wait through Cooldown.
func Settle() {
	Cooldown(time.Second)
}

// Canceled waits for the context alone: not a wait worth a fact.
func Canceled(ctx context.Context) error {
	<-ctx.Done()
	return ctx.Err()
}

// sleepy is unexported: no other package can call it, so it has no fact.
func sleepy() { time.Sleep(time.Second) }

// Ping and Pong call each other, and Pong sleeps: both wait.
func Ping(n int) {
	if n > 0 {
		Pong(n - 1)
	}
}

func Pong(n int) {
	Ping(n)
	time.Sleep(time.Millisecond)
}
