// Package nollm has a function shaped like a callback, and functions that
// sleep and poll, but no LLM, ADK or retry library imports: the fast path
// leaves it without a diagnostic or a fact.
package nollm

import (
	"context"
	"time"
)

func handler(ctx context.Context, req *struct{}, err error) (*struct{}, error) {
	time.Sleep(time.Second)
	return nil, err
}

// Backoff sleeps, but nothing here is a model callback.
func Backoff(attempt int) {
	time.Sleep(time.Duration(attempt) * time.Second)
}

// Poll waits on a ticker.
func Poll(ctx context.Context, done func() bool) {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for range t.C {
		if done() {
			return
		}
	}
}
