// Package platform is a company's own retry package, which the -funcs
// option names; it imports nothing the analyzer knows.
package platform

import (
	"context"
	"time"
)

// Retry runs op up to three times.
func Retry(ctx context.Context, op func(context.Context) error) error {
	var err error
	for range 3 {
		if err = op(ctx); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Jobs polls background jobs.
type Jobs struct{}

// Await polls the job until it finishes.
func (j *Jobs) Await(ctx context.Context, id string) error { return nil }

// Lookup does not wait.
func (j *Jobs) Lookup(id string) bool { return false }
