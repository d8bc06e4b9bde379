// Package retry is a stub of github.com/avast/retry-go/v4 for the
// callbackretry fixtures: only the declarations they use.
package retry

type Config struct{}

type Option func(*Config)

func Attempts(attempts uint) Option { return nil }

type RetryableFunc func() error

func Do(retryableFunc RetryableFunc, opts ...Option) error { return retryableFunc() }
